import { SIGN_UP_PATH, type SignUp } from '@npat/protocol';
import { signUpConfirmMail, signUpTakenMail } from '../mail/sign-up-mails.ts';
import { UserConflictError, type UserRecord } from '../storage/users-repository.ts';
import type { IdentityContext } from './identity-context.ts';
import { identityErrors } from './identity-error.ts';
import { hashPassword } from './password-hash.ts';
import { hashSecretToken, newSecretToken } from './secret-token.ts';

/** A sign-up link works for a day: long enough to find the mail tomorrow, short enough to hold no data for long. */
export const SIGN_UP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a sign-up (decision 049). A new email and one that has an account get the same answer after the
 * same work: one lookup of each, one counted mail, one scrypt. Everything that differs (storing the pending
 * sign-up, which mail goes out) runs after the answer. A new email is mailed a link that creates the account;
 * the owner of a taken one is told someone tried. A display name in use is still refused: names are public
 * in every lobby, and the refusal is the same whoever owns the email.
 *
 * @throws {IdentityError} 409 display-name-in-use; 429 when this email had its mails for now (counted for new
 *   and taken emails alike)
 */
export async function requestSignUp(ctx: IdentityContext, input: SignUp): Promise<void> {
  const { users } = ctx.repositories;
  if ((await users.takenFields({ displayName: input.displayName })).length > 0)
    throw identityErrors.displayNameInUse();
  await ctx.limits.limitSignUpMails(input.email);
  const owner = await users.findByEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const { publicUrl, mailer, mailCatalogue } = ctx;

  if (owner !== undefined) {
    // A disabled account cannot sign in, so the mail would offer nothing; the answer is the same either way.
    if (owner.disabledAt !== null) return;
    const locale = input.locale ?? owner.locale ?? undefined;
    const mail = { to: input.email, displayName: owner.displayName, link: `${publicUrl}/`, locale };
    ctx.background.run('Sending a sign-up mail to an address in use', () =>
      mailer.send(signUpTakenMail(mail, mailCatalogue)),
    );
    return;
  }

  ctx.background.run('Sending a sign-up confirmation mail', async () => {
    const token = newSecretToken();
    const time = ctx.now();
    await ctx.repositories.pendingSignUps.create({
      tokenHash: hashSecretToken(token),
      email: input.email,
      displayName: input.displayName,
      passwordHash,
      photoUrl: input.photoURL ?? null,
      createdAt: time,
      expiresAt: time + SIGN_UP_TOKEN_TTL_MS,
    });
    const link = `${publicUrl}${SIGN_UP_PATH}?token=${encodeURIComponent(token)}`;
    const mail = { to: input.email, displayName: input.displayName, link, locale: input.locale };
    await mailer.send(
      signUpConfirmMail({ ...mail, validForHours: SIGN_UP_TOKEN_TTL_MS / 3_600_000 }, mailCatalogue),
    );
  });
}

/**
 * Creates the account a mailed link stands for. The link is taken and the user created in one transaction,
 * so it works once even when opened twice at once; if the email or display name was taken meanwhile, the
 * unique constraints refuse the account, the rollback keeps the link, and the answer says which was taken.
 *
 * @throws {IdentityError} 400 sign-up-link-invalid for a used, expired or unknown link; 409 email-in-use or
 *   display-name-in-use
 */
export async function confirmSignUp(ctx: IdentityContext, token: string): Promise<UserRecord> {
  const tokenHash = hashSecretToken(token);
  let user: UserRecord | undefined;
  try {
    user = await ctx.repositories.transaction(async (trx) => {
      const pending = await trx.pendingSignUps.consume(tokenHash, ctx.now());
      if (pending === undefined) return undefined;
      return trx.users.create({
        email: pending.email,
        displayName: pending.displayName,
        photoUrl: pending.photoUrl,
        isAnonymous: false,
        passwordHash: pending.passwordHash,
      });
    });
  } catch (error) {
    if (!(error instanceof UserConflictError)) throw error;
    throw error.field === 'email' ? identityErrors.emailInUse() : identityErrors.displayNameInUse();
  }
  if (user === undefined) throw identityErrors.signUpLinkInvalid();
  return user;
}
