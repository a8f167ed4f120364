import { AUTH_ROUTES, ERRORS, signUpConfirmSchema, signUpSchema } from '@npat/protocol';
import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from './identity-context.ts';
import { IdentityError, identityErrors } from './identity-error.ts';
import { parseBody } from './parse-body.ts';
import { confirmSignUp, requestSignUp } from './sign-up.ts';
import type { StartSession } from './start-session.ts';

/** POST sign-up (mail a link, decision 049) and POST sign-up/confirm (use it: the account, signed in). */
export function registerSignUpRoutes(
  app: FastifyInstance,
  ctx: IdentityContext,
  startSession: StartSession,
): void {
  app.post(
    AUTH_ROUTES.signUp,
    { config: { failureMessage: ERRORS.profileCreateFailed } },
    async (request, reply) => {
      await ctx.limits.limitIp('sign-up', request.ip);
      await requestSignUp(ctx, parseBody(signUpSchema, request.body));
      return reply.code(202).send();
    },
  );

  app.post(
    AUTH_ROUTES.signUpConfirm,
    { config: { failureMessage: ERRORS.profileCreateFailed } },
    async (request, reply) => {
      await ctx.limits.limitIp('sign-up-confirm', request.ip);
      const user = await confirmSignUp(ctx, parseConfirmBody(request.body).token);
      return reply.code(201).send(await startSession(request, reply, user));
    },
  );
}

/** A token that cannot be ours is a broken link, not a form mistake: answer as for an unknown one. */
function parseConfirmBody(body: unknown) {
  try {
    return parseBody(signUpConfirmSchema, body);
  } catch (error) {
    if (error instanceof IdentityError && error.fieldErrors?.token !== undefined)
      throw identityErrors.signUpLinkInvalid();
    throw error;
  }
}
