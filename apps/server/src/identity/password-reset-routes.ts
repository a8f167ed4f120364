import { AUTH_ROUTES, ERRORS, passwordResetRequestSchema, passwordResetSchema } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './identity-context.ts';
import { IdentityError, identityErrors } from './identity-error.ts';
import { parseBody } from './parse-body.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';

/** POST password-reset/request (mail a link) and POST password-reset (use it). */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(
    AUTH_ROUTES.passwordResetRequest,
    // The reset form shows its failure under the email field (docs/product/messages.md#error-catalogue).
    { config: { failureMessage: ERRORS.resetPasswordFailed, failureField: 'email' } },
    async (request, reply) => {
      await ctx.limits.limitIp('reset-request', request.ip);
      const { email, locale } = parseBody(passwordResetRequestSchema, request.body);
      await requestPasswordReset(ctx, email, locale);
      return reply.code(202).send();
    },
  );

  app.post(
    AUTH_ROUTES.passwordReset,
    { config: { failureMessage: ERRORS.resetPasswordFailed } },
    async (request, reply) => {
      await ctx.limits.limitIp('reset', request.ip);
      await resetPassword(ctx, parseResetBody(request.body));
      return reply.code(204).send();
    },
  );
}

/** A token that cannot be ours is a broken link, not a form mistake: answer as for an unknown one. */
function parseResetBody(body: unknown) {
  try {
    return parseBody(passwordResetSchema, body);
  } catch (error) {
    if (error instanceof IdentityError && error.fieldErrors?.token !== undefined)
      throw identityErrors.resetLinkInvalid();
    throw error;
  }
}
