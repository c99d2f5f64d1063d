import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString, requiredText } from '../common/text.schema';
import { PASSWORD_MAX, PASSWORD_MIN, POST_OFFICE_ROLES, STORE_TYPES } from '../constants/app.constants';

export const emailSchema = plainString({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(256, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

/** Sign-up and reset say "6-100 characters"; change password says "at least 6" (spec 2 section 5). */
const passwordSchema = (tooShortKey: string) =>
  plainString({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .min(PASSWORD_MIN, { error: tooShortKey })
    .max(PASSWORD_MAX, { error: 'validation.passwordLength' });

export const newPasswordSchema = passwordSchema('validation.passwordLength');

const passwordsMatch = <S extends z.ZodObject<{ confirmPassword: z.ZodString }>>(schema: S, passwordKey: keyof z.infer<S> & string) =>
  schema.refine((value: z.infer<S>) => value.confirmPassword === value[passwordKey], {
    error: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });

const confirmPasswordSchema = plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' });

export const registerInputSchema = passwordsMatch(
  z.object({
    email: emailSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    ref: plainString().trim().max(200).optional(),
  }),
  'password',
);
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const signInInputSchema = z.object({
  username: emailSchema,
  password: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(PASSWORD_MAX),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

/** POST /api/Token and /api/Account/Login take the OAuth password grant, form-encoded. */
export const passwordGrantSchema = signInInputSchema.extend({
  grant_type: z.literal('password', { error: 'validation.grantType' }),
});

export const tokenResponseSchema = z.object({
  access_token: plainString(),
  token_type: z.literal('bearer'),
  expires_in: int32(),
});

export const cookieSessionResponseSchema = z.object({
  token_type: z.literal('cookie'),
  expires_in: int32(),
});

export const confirmEmailQuerySchema = z.object({
  userId: z.uuid({ error: 'validation.invalid' }),
  code: plainString().min(1, { error: 'validation.required' }).max(200),
});

export const forgotPasswordInputSchema = z.object({ email: emailSchema });

export const resetPasswordInputSchema = passwordsMatch(
  z.object({
    userId: z.uuid({ error: 'validation.invalid' }),
    code: plainString().min(1, { error: 'validation.required' }).max(200),
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  'password',
);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const changePasswordInputSchema = passwordsMatch(
  z.object({
    oldPassword: passwordSchema('validation.passwordMin'),
    newPassword: passwordSchema('validation.passwordMin'),
    confirmPassword: confirmPasswordSchema,
  }),
  'newPassword',
);
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const updateAccountInputSchema = z.object({
  firstName: requiredText(100),
  lastName: plainString().trim().max(100, { error: 'validation.tooLong' }).optional().default(''),
  phone: requiredText(50),
});
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

const zoneSchema = z.object({
  postalCode: plainString(),
  outletName: plainString().nullable(),
  staff: z.object({ id: plainString(), firstName: plainString(), lastName: plainString(), phone: plainString() }).nullable(),
});

export const userInfoSchema = z.object({
  id: z.uuid(),
  email: plainString(),
  firstName: plainString(),
  lastName: plainString(),
  phone: plainString(),
  emailConfirmed: z.boolean(),
  lang: z.enum(['th', 'en']),
  role: z.enum(POST_OFFICE_ROLES).nullable(),
  outletId: plainString().nullable(),
  storeId: z.uuid().nullable(),
  storeUri: plainString().nullable(),
  storeType: z.enum(STORE_TYPES).nullable(),
  zone: zoneSchema.nullable(),
  loginProvider: plainString().nullable(),
  hasRegistered: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const messageResponseSchema = z.object({ message: plainString() });
