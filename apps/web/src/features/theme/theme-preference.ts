/**
 * The colour scheme: the system's preference unless the player chose otherwise on this device. Choosing what the
 * system already says forgets the choice, so the page follows the system again. public/theme-init.js applies the
 * same rule before first paint and keeps following the system; keep the key and rule in step with it.
 */
export const THEME_STORAGE_KEY = 'npat-theme';

export type Scheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemScheme(): Scheme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The scheme on screen now, as the <html> class says. */
export function currentScheme(): Scheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Shows `scheme` and remembers it, or forgets the choice when it matches the system's preference. */
export function chooseScheme(scheme: Scheme): void {
  try {
    if (scheme === systemScheme()) window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, scheme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  document.documentElement.classList.toggle('dark', scheme === 'dark');
}

/** Calls `onChange` whenever the scheme on screen changes, whoever changed it (toggle, system, other tab). */
export function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
