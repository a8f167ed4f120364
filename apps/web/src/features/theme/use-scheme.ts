import { useSyncExternalStore } from 'react';
import { currentScheme, subscribeToScheme, type Scheme } from './theme-preference';

/** The colour scheme on screen, kept current as the toggle, the system or another tab changes it. */
export function useScheme(): Scheme {
  return useSyncExternalStore(subscribeToScheme, currentScheme, () => 'light');
}
