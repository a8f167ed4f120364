/**
 * Navigation state that opens the home screen on the Sign In dialog, e.g. after a password reset:
 * `navigate('/', { state: OPEN_SIGN_IN })`.
 */
export const OPEN_SIGN_IN = { openSignIn: true } as const;

/** Whether a location's state asks the home screen to open the Sign In dialog. */
export function wantsSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'openSignIn' in state && state.openSignIn === true;
}
