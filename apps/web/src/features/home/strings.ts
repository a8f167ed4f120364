/** Text of the home screen (seed-spec §2 and §5, verbatim where the spec names it). */
export const HOME_STRINGS = {
  documentTitle: 'Play',
  heading: 'Ready for a round?',
  intro: 'Pick an animal, choose a name and gather your friends.',
  tabsLabel: 'Ways to play',
  guestTab: 'Guest',
  authTab: 'Authenticate',
  guestHeading: 'Choose a character and a nickname',
  authHeading: 'Choose a character and Sign in',
  picker: {
    next: 'Next character',
    current: 'Your character',
  },
  nickname: {
    label: 'Nickname',
    placeholder: 'Your nickname',
    hint: '3 to 20 characters.',
    // Same words as VALIDATION in packages/protocol/src/messages.ts; use those once the package exports them.
    tooShort: 'Nickname must be at least 3 characters',
    tooLong: 'Nickname must not exceed 20 characters',
  },
  guestSubmit: 'Play as guest',
  // Placeholder until issue 3 brings guest sessions.
  guestComingSoon: 'Guest play opens with the next release. See you soon!',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  authIntro: 'Have an account? Sign in. New here? Sign up with your email.',
  signUpComingSoon: 'Creating an account opens with the next release.',
  signInComingSoon: 'Signing in opens with the next release.',
  gotIt: 'Got it',
} as const;
