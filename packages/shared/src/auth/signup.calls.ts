import { callsTagged } from '../common/call';
import { messageCall, passwordGrantCall } from './auth.calls';
import { forgotPasswordInputSchema, messageResponseSchema, registerInputSchema } from './auth.schema';

const call = callsTagged(['Account']);

/** A sign-up: the form, answered 201 with the same sentence whether or not the e-mail has an account. */
const signUpCall = <const P extends string>(path: P, description: string) =>
  call('POST', path, { description, body: registerInputSchema, response: { 201: messageResponseSchema } });

/**
 * The rest of the spec's account calls: Register and Signup (the /signup?ref screen's sign-up; the referral is kept on
 * the user), PostMember/Login (the post-office members' password grant) and the resend of a confirmation mail.
 * Register and Signup give the same answer whether or not the e-mail has an account (a new one gets its confirmation
 * mail, a taken one's owner a note), so neither tells which e-mails have accounts.
 */
export const signupCalls = {
  register: signUpCall(
    '/api/Account/Register',
    'Sign-up; the same answer whether or not the e-mail has an account (its owner is mailed instead).',
  ),
  signup: signUpCall(
    '/api/Account/Signup',
    "Sign-up of /signup?ref: like Register, the referral (ref) kept on the user (the user report's CouponOutlet).",
  ),
  postMemberLogin: passwordGrantCall('/api/Account/PostMember/Login', {
    description: "The post-office members' password grant: only accounts with a post-office role; others as a wrong password.",
  }),
  resendConfirmation: messageCall('/api/Account/ResendConfirmation', {
    description: 'Mails a fresh confirmation link to an unconfirmed account; the same answer for any e-mail.',
    body: forgotPasswordInputSchema,
  }),
};
