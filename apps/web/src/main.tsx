// First: configures zod before any module parses with it.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root, routerReady } from './app/root';
import { startLocale } from './i18n/start-locale';
import { warmClassMerge } from './lib/cn';
import './app/theme.css';

// The catalogue downloads while the first route loads its data.
const localeReady = startLocale();
setTimeout(warmClassMerge, 0);

// A transition, so React renders the first screen in slices and input stays answered meanwhile; the header of
// index.html stays on screen until the whole screen is ready to show.
void Promise.all([routerReady(), localeReady]).then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Root />
      </StrictMode>,
    ),
  ),
);
