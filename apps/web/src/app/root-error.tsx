import { useMatches } from 'react-router';
import { AppFrame } from './app-frame';
import { ErrorScreen } from './error-screen';
import { backdropOf, guidePanelFromOf } from './route-handle';

/** The root route's errorElement: the error screen inside the usual header and footer. */
export function RootError() {
  const matches = useMatches();
  return (
    <AppFrame backdrop={backdropOf(matches)} guidePanelFrom={guidePanelFromOf(matches)}>
      <ErrorScreen />
    </AppFrame>
  );
}
