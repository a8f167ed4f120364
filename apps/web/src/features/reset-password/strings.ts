/** Text of the reset-password page that the emailed link opens. Error messages come from @npat/protocol. */
export const RESET_PASSWORD_STRINGS = {
  documentTitle: 'New password',
  title: 'Choose a new password',
  intro: 'Type it twice. Then sign in with it.',
  password: 'New password',
  passwordHint: '8 to 30 characters.',
  confirmPassword: 'Confirm new password',
  submit: 'Save password',
  done: 'Your password is changed. Sign in with it now.',
  invalidTitle: 'This link cannot be used',
  backToSignIn: 'Back to Sign In',
} as const;
