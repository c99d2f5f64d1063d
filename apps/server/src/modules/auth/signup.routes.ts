import {
  forgotPasswordInputSchema,
  messageResponseSchema,
  passwordGrantSchema,
  registerInputSchema,
  tokenResponseSchema,
} from '@songdee/shared/auth/auth.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import type { AuthService } from './auth.service';
import { signInRateLimit } from './sign-in-rate-limit';

export interface SignupRoutesOptions {
  service: AuthService;
  authRateLimitPerMinute: number;
}

const tags = ['Account'];

/**
 * The rest of the spec's account calls: Register and Signup (the /signup?ref screen's sign-up; the referral
 * is kept on the user), PostMember/Login (the post-office members' password grant) and the resend of a confirmation mail.
 */
export async function signupRoutes(app: FastifyInstance, opts: SignupRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limited = signInRateLimit(opts.authRateLimitPerMinute);

  // Register and Signup: the same answer whether or not the e-mail has an account (a new one gets its confirmation
  // mail, a taken one's owner a note), so neither tells which e-mails have accounts.
  for (const [path, description] of [
    ['/api/Account/Register', 'Sign-up; the same answer whether or not the e-mail has an account (its owner is mailed instead).'],
    ['/api/Account/Signup', "Sign-up of /signup?ref: like Register, the referral (ref) kept on the user (the user report's CouponOutlet)."],
  ] as const) {
    typed.post(
      path,
      { config: limited, schema: { tags, description, body: registerInputSchema, response: { 201: messageResponseSchema } } },
      async (request, reply) => {
        await service.register({ ...request.body, lang: request.lang });
        return reply.code(201).send({ message: translate(request.lang, 'account.signUpMailSent') });
      },
    );
  }

  typed.post(
    '/api/Account/PostMember/Login',
    {
      config: limited,
      schema: {
        tags,
        description: "The post-office members' password grant: only accounts with a post-office role; others as a wrong password.",
        body: passwordGrantSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const { token, expiresIn } = await service.signIn(request.body, request.ip, 'bearer', { postOfficeOnly: true });
      return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
    },
  );

  typed.post(
    '/api/Account/ResendConfirmation',
    {
      config: limited,
      schema: {
        tags,
        description: 'Mails a fresh confirmation link to an unconfirmed account; the same answer for any e-mail.',
        body: forgotPasswordInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.resendConfirmation(request.body.email);
      return { message: translate(request.lang, 'account.confirmationResent') };
    },
  );
}
