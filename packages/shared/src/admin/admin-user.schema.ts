import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../auth/auth.schema';
import { listQuerySchema } from '../common/list.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';
import { CENTRAL_OUTLET_CODE, POST_OFFICE_ROLES } from '../constants/app.constants';

/**
 * Post-office users (spec 2 sections 2, 3 "Admin user", 5 "Admin add/edit", 7). Central admin only, except
 * ThpAdminUserInfo which any post-office user may call about themselves.
 *
 *   GET    /api/Account/ThpAdminUserInfo                          -> ThpAdminUserInfo   any post-office user (403 others)
 *   POST   /api/Account/ThpRegister               ThpRegisterInput -> AdminUser (201)   central admin
 *   GET    /api/reports/users/getUseradmin        ?page&size&searchString (10 a page)
 *                                                                 -> Paged<AdminUser>   central admin
 *   GET    /api/reports/users/GetByUserNameUseradmin/:userName    -> AdminUser          central admin (userName = e-mail)
 *   PUT    /api/reports/users/updateUseradmin/:id AdminUserUpdate  -> AdminUser          central admin (e-mail locked)
 *   DELETE /api/reports/users/deleteUseradmin/:id                  -> 204               central admin
 *
 * Refusals: ADMIN_OUTLET_NOT_FOUND (field outletCode), ADMIN_EMAIL_LOCKED (field email), EMAIL_TAKEN,
 * ADMIN_OWN_ROLE (an admin removing their own Admin role or moving off 000000), ADMIN_OWN_DELETE,
 * ADMIN_LAST_CENTRAL (the last central admin is kept), ADMIN_USER_NOT_FOUND.
 */

export const ADMIN_USER_PAGE_SIZE = 10;

/** The roles a central admin may grant: the four post-office roles. */
const adminRoleSchema = z.enum(POST_OFFICE_ROLES, { error: 'admin.roleRequired' });

/** A post office code typed on the admin form: digits only (spec 2 section 5). */
const outletCodeInput = plainString()
  .trim()
  .max(6, { error: 'admin.outletCodeDigits' })
  .regex(/^\d*$/, { error: 'admin.outletCodeDigits' })
  .optional();

/**
 * The outlet rule of spec 2 section 5: role Admin is fixed to 000000 (the form hides the field; whatever is sent is
 * replaced); the other roles need a post office code, digits only, of an existing outlet (the server checks it
 * exists) and not the central office's 000000.
 */
export function outletCodeFor(role: string, outletCode: string | undefined): { outletCode: string } | { issue: string } {
  if (role === 'Admin') return { outletCode: CENTRAL_OUTLET_CODE };
  if (!outletCode) return { issue: 'admin.outletRequired' };
  if (!/^\d{5,6}$/.test(outletCode)) return { issue: 'admin.outletCodeDigits' };
  if (outletCode === CENTRAL_OUTLET_CODE) return { issue: 'admin.outletNotCentral' };
  return { outletCode };
}

/** Applies `outletCodeFor` to a form: the issue goes under outletCode, the value becomes the effective code. */
const withOutletRule = <S extends z.ZodType<{ role: string; outletCode?: string }>>(schema: S) =>
  schema
    .superRefine((value, ctx) => {
      const rule = outletCodeFor(value.role, value.outletCode);
      if ('issue' in rule) ctx.addIssue({ code: 'custom', message: rule.issue, path: ['outletCode'] });
    })
    .transform((value) => ({ ...value, outletCode: (outletCodeFor(value.role, value.outletCode) as { outletCode: string }).outletCode }));

const adminUserFields = z.object({
  role: adminRoleSchema,
  outletCode: outletCodeInput,
  firstName: requiredText(100),
  lastName: optionalText(100),
  phone: requiredText(50),
});

/** The add form: role, outlet (required unless Admin), e-mail, password 6-100 and its confirmation, names and phone. */
export const thpRegisterInputSchema = withOutletRule(
  adminUserFields
    .extend({
      email: emailSchema,
      password: newPasswordSchema,
      confirmPassword: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    })
    .refine((v) => v.password === v.confirmPassword, { error: 'validation.passwordMismatch', path: ['confirmPassword'] }),
);
export type ThpRegister = z.output<typeof thpRegisterInputSchema>;

/**
 * The edit form: first name and phone required, outlet code digits only; the e-mail is locked (sent only to show it:
 * a different e-mail is refused with ADMIN_EMAIL_LOCKED).
 */
export const adminUserUpdateSchema = withOutletRule(adminUserFields.extend({ email: plainString().trim().max(256).optional() }));
export type AdminUserUpdate = z.output<typeof adminUserUpdateSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  /** The sign-in name: the e-mail (the `/thpchangeuser/{userName}` path). */
  userName: plainString(),
  email: plainString(),
  firstName: plainString(),
  lastName: plainString(),
  phone: plainString(),
  role: z.enum(POST_OFFICE_ROLES),
  outletCode: plainString(),
  outletName: plainString().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** The user list: page, size (10), searchString (e-mail, name, phone or outlet code). */
export const adminUserListQuerySchema = listQuerySchema.extend({
  size: listQuerySchema.shape.size.default(ADMIN_USER_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const userNameParamsSchema = z.object({ userName: plainString().trim().min(1, { error: 'validation.required' }).max(256) });

/** ThpAdminUserInfo: who the signed-in post-office user is, and whether they are the central admin. */
export const thpAdminUserInfoSchema = adminUserSchema.omit({ createdAt: true }).extend({
  /** Role Admin at 000000: news, users, outlets and landing content. */
  central: z.boolean(),
});
export type ThpAdminUserInfo = z.infer<typeof thpAdminUserInfoSchema>;
