/**
 * Text of the home screen (the wording that must stay as it is: docs/product/messages.md#screen-text).
 * Validation and error messages come from @npat/protocol, never from here.
 */
export const HOME_STRINGS = {
  documentTitle: 'Play',
  heading: 'Ready for a round?',
  intro: 'Pick an animal, choose a name and gather your friends.',
  joinAfterSignIn: 'Your friends are waiting! Sign in or play as a guest to join their game.',
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
  },
  guestSubmit: 'Play as guest',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  authIntro: 'Have an account? Sign in. New here? Sign up with your email.',
  signUpDescription: 'Create an account to keep your name and character.',
  signInDescription: 'Welcome back! Sign in with your email and password.',
  signInFailed: 'Could not sign you in. Please try again.',
  fields: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordHint: '8 to 30 characters.',
    confirmPassword: 'Confirm password',
    displayName: 'Display Name',
    displayNameHint: '3 to 20 characters, shown to the other players.',
  },
  createAccount: 'Create account',
  forgotPassword: 'Forgot password?',
  forgot: {
    heading: 'Enter your Email',
    description: 'We will email you a link to choose a new password.',
    back: 'Back',
    send: 'Send',
  },
  welcome: {
    greeting: (name: string) => `Welcome, ${name.toUpperCase()}!`,
    asGuest: 'Playing as a guest',
    asAccount: (email: string) => `Signed in as ${email}`,
    prompt: 'Pick your character, then start a new game or join your friends with their code.',
    start: 'Start',
    or: 'or',
    history: 'Your past games',
  },
  join: {
    label: 'Enter code to join',
    placeholder: 'G2F3XA',
    hint: 'Six letters and digits from the host.',
    submit: 'Join',
  },
} as const;
