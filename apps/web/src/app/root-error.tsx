import { useMatches } from 'react-router';
import { AppFrame } from './app-frame';
import { ErrorScreen } from './error-screen';
import { backdropOf } from './route-handle';

/** The root route's errorElement: the error screen inside the usual header and footer. */
export function RootError() {
  return (
    <AppFrame backdrop={backdropOf(useMatches())}>
      <ErrorScreen />
    </AppFrame>
  );
}
