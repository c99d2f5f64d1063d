import { signupCalls } from '@songdee/shared/auth/signup.calls';
import type { FastifyInstance } from 'fastify';
import { messageAnswer } from '../../lib/i18n';
import { routesOf } from '../../lib/route-handlers';
import type { AuthService } from './auth.service';
import { bearerAnswer } from './sign-in-answers';
import { type SignInLimitedOptions, signInLimitedRoutes } from './sign-in-rate-limit';

/**
 * The rest of the spec's account calls: Register and Signup (the /signup?ref screen's sign-up; the referral
 * is kept on the user), PostMember/Login (the post-office members' password grant) and the resend of a confirmation mail.
 */
export async function signupRoutes(app: FastifyInstance, opts: SignInLimitedOptions<AuthService>) {
  const { service } = opts;
  const route = routesOf(app);
  const { limitedPublicRoute } = signInLimitedRoutes(opts.authRateLimitPerMinute);

  // Register and Signup: the same answer whether or not the e-mail has an account (a new one gets its confirmation
  // mail, a taken one's owner a note), so neither tells which e-mails have accounts.
  for (const call of [signupCalls.register, signupCalls.signup]) {
    route.raw(limitedPublicRoute(call), async (request, reply) => {
      await service.register({ ...request.body, lang: request.lang });
      return reply.code(201).send(messageAnswer(request.lang, 'account.signUpMailSent'));
    });
  }

  route.raw(limitedPublicRoute(signupCalls.postMemberLogin), async (request) =>
    bearerAnswer(await service.signIn(request.body, request.ip, 'bearer', { postOfficeOnly: true })),
  );

  route.raw(limitedPublicRoute(signupCalls.resendConfirmation), async (request) => {
    await service.resendConfirmation(request.body.email);
    return messageAnswer(request.lang, 'account.confirmationResent');
  });
}
