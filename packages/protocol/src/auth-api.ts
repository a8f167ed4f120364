import { z } from 'zod';
import { apiErrorSchema } from './api-errors.ts';
import { userSchema } from './identity.ts';

/**
 * Body of an identity error: the API's `{ code, message }`, and `fieldErrors` mapping a form field
 * (nickname, email, password, confirmPassword, displayName, photoURL, token) to the message to show under it.
 */
export const authErrorSchema = apiErrorSchema.extend({
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export type AuthError = z.infer<typeof authErrorSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });

export type UserResponse = z.infer<typeof userResponseSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * A refused socket.io handshake: the client's `connect_error` has the message
 * AUTH_ERROR_CODES.notSignedIn ('not-signed-in') and this as its `data`, whose `code` tells
 * not-signed-in (no cookie), session-expired and account-disabled apart. When the server cannot
 * check the session, message and code are 'internal-error' and reconnecting later may succeed.
 */
export const socketAuthErrorDataSchema = z.object({ code: z.string() });

export type SocketAuthErrorData = z.infer<typeof socketAuthErrorDataSchema>;
