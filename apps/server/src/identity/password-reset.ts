import { RESET_PASSWORD_PATH, type PasswordReset, type UiLocale } from '@npat/protocol';
import { passwordResetMail } from '../mail/password-reset-mail.ts';
import type { IdentityContext } from './identity-context.ts';
import { identityErrors } from './identity-error.ts';
import { hashPassword } from './password-hash.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

/** A reset link works for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Starts a reset for `email`: when it names an account (not disabled), a token is stored and the
 * link mailed, after the answer, so known and unknown emails answer alike and equally fast.
 *
 * The mail speaks `locale`, the language the player asked in; a request without one (an older client's)
 * gets the language chosen on the account, else English.
 *
 * @throws {IdentityError} 429 when this email had its share of mails for now (counted for unknown
 *   emails too, so the limit reveals nothing either)
 */
export async function requestPasswordReset(
  ctx: IdentityContext,
  email: string,
  locale?: UiLocale,
): Promise<void> {
  await ctx.limits.limitResetMails(email);
  const user = await ctx.repositories.users.findByEmail(email);
  if (user?.email == null || user.isAnonymous || user.disabledAt !== null) return;
  const { id: userId, email: to, displayName } = user;
  const mailLocale = locale ?? user.locale ?? undefined;

  ctx.background.run('Sending a password reset mail', async () => {
    const token = newSecretToken();
    const time = ctx.now();
    await ctx.repositories.passwordResetTokens.create({
      tokenHash: hashSecretToken(token),
      userId,
      createdAt: time,
      expiresAt: time + RESET_TOKEN_TTL_MS,
    });
    const link = `${ctx.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
    const validForMinutes = RESET_TOKEN_TTL_MS / 60_000;
    await ctx.mailer.send(
      passwordResetMail({ to, displayName, link, validForMinutes, locale: mailLocale }, ctx.mailCatalogue),
    );
  });
}

/**
 * Sets a new password with a mailed token. In one transaction: the token is consumed (a conditional
 * UPDATE, so it works once even under concurrent use), the password replaced, and every session and
 * every other reset link of the user revoked. Returns the user's id.
 *
 * @throws {IdentityError} 400 reset-link-invalid for a used, expired or unknown token
 */
export async function resetPassword(ctx: IdentityContext, input: PasswordReset): Promise<string> {
  const { repositories } = ctx;
  const tokenHash = hashSecretToken(input.token);
  // Cheap refusal first, so a bad link costs no scrypt; the transaction below still decides.
  if (!(await repositories.passwordResetTokens.isUsable(tokenHash, ctx.now())))
    throw identityErrors.resetLinkInvalid();

  const passwordHash = await hashPassword(input.password);
  const user = await repositories.transaction(async (trx) => {
    const userId = await trx.passwordResetTokens.consume(tokenHash, ctx.now());
    if (userId === undefined) return undefined;
    const updated = await trx.users.update(userId, { passwordHash });
    await trx.sessions.deleteForUser(userId);
    await trx.passwordResetTokens.deleteForUser(userId);
    return updated;
  });
  if (user === undefined) throw identityErrors.resetLinkInvalid();

  ctx.onSessionsEnded({ userId: user.id });
  // Whoever locked the account with wrong guesses should not keep its owner out.
  if (user.email !== null) await ctx.limits.clearSignInFailures(user.email);
  return user.id;
}
