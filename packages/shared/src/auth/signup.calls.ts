import { callsTagged } from '../common/call';
import {
  forgotPasswordInputSchema,
  messageResponseSchema,
  passwordGrantSchema,
  registerInputSchema,
  tokenResponseSchema,
} from './auth.schema';

const call = callsTagged(['Account']);

/**
 * The rest of the spec's account calls: Register and Signup (the /signup?ref screen's sign-up; the referral is kept on
 * the user), PostMember/Login (the post-office members' password grant) and the resend of a confirmation mail.
 * Register and Signup give the same answer whether or not the e-mail has an account (a new one gets its confirmation
 * mail, a taken one's owner a note), so neither tells which e-mails have accounts.
 */
export const signupCalls = {
  register: call('POST', '/api/Account/Register', {
    description: 'Sign-up; the same answer whether or not the e-mail has an account (its owner is mailed instead).',
    body: registerInputSchema,
    response: { 201: messageResponseSchema },
  }),
  signup: call('POST', '/api/Account/Signup', {
    description: "Sign-up of /signup?ref: like Register, the referral (ref) kept on the user (the user report's CouponOutlet).",
    body: registerInputSchema,
    response: { 201: messageResponseSchema },
  }),
  postMemberLogin: call('POST', '/api/Account/PostMember/Login', {
    description: "The post-office members' password grant: only accounts with a post-office role; others as a wrong password.",
    body: passwordGrantSchema,
    response: { 200: tokenResponseSchema },
  }),
  resendConfirmation: call('POST', '/api/Account/ResendConfirmation', {
    description: 'Mails a fresh confirmation link to an unconfirmed account; the same answer for any e-mail.',
    body: forgotPasswordInputSchema,
    response: { 200: messageResponseSchema },
  }),
};
