import { currentLocale } from '@/i18n/locale-store';
import {
  AUTH_ROUTES,
  sessionResponseCheck,
  userResponseCheck,
  type GuestSignIn,
  type PasswordReset,
  type PasswordResetRequest,
  type ProfileUpdate,
  type SignIn,
  type SignUp,
  type SignUpConfirm,
  type User,
} from '@npat/protocol';
import { apiRequest } from './api';

// One function per route of the identity API (packages/protocol/src/auth-api.ts). Each sends the body its
// schema produced and resolves with the user the server answered, so callers never touch fetch.

/** The signed-in user, or null. A lost session throws ApiError 401 without telling the loss listener. */
export async function fetchSession(): Promise<User | null> {
  const { user } = await apiRequest(AUTH_ROUTES.session, {
    schema: sessionResponseCheck,
    reportSessionLoss: false,
  });
  return user;
}

export async function signInAsGuest(body: GuestSignIn): Promise<User> {
  return (await apiRequest(AUTH_ROUTES.guest, { method: 'POST', body, schema: userResponseCheck })).user;
}

/**
 * Mails the link that finishes the sign-up (decision 049); the answer is the same whether or not the email has
 * an account, and the mail comes in the language the player asks in.
 */
export async function signUp(body: SignUp): Promise<void> {
  await apiRequest(AUTH_ROUTES.signUp, { method: 'POST', body: { locale: currentLocale(), ...body } });
}

/** Opens the mailed sign-up link: the account is made and signed in. */
export async function confirmSignUp(body: SignUpConfirm): Promise<User> {
  return (await apiRequest(AUTH_ROUTES.signUpConfirm, { method: 'POST', body, schema: userResponseCheck }))
    .user;
}

export async function signIn(body: SignIn): Promise<User> {
  return (await apiRequest(AUTH_ROUTES.signIn, { method: 'POST', body, schema: userResponseCheck })).user;
}

export async function signOut(): Promise<void> {
  await apiRequest(AUTH_ROUTES.signOut, { method: 'POST' });
}

/** The mail comes in the language the player asks in (the server falls back to the account's, then English). */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await apiRequest(AUTH_ROUTES.passwordResetRequest, {
    method: 'POST',
    body: { locale: currentLocale(), ...body },
  });
}

export async function resetPassword(body: PasswordReset): Promise<void> {
  await apiRequest(AUTH_ROUTES.passwordReset, { method: 'POST', body });
}

export async function updateProfile(body: ProfileUpdate): Promise<User> {
  return (await apiRequest(AUTH_ROUTES.profile, { method: 'PATCH', body, schema: userResponseCheck })).user;
}
