import { z } from 'zod';
import { plainString, requiredText } from '../common/text.schema';
import { emailSchema, newPasswordSchema } from './auth.schema';

/**
 * Zone sign-up (spec 2 sections 2, 4 and 5): a customer of an outside-deposit officer (an AdminEMS user of an outlet)
 * signs up through the officer's link, /signup-zone?staff={officer id}, and waits for that officer's confirmation.
 *   GET  /api/admin/staffs/:id              -> ZoneStaff (public: the sign-up page's read-only outlet and officer)
 *   POST /api/Account/ZoneSignup            ZoneSignUpInput -> 201 { userId } (pending; no sign-in until confirmed)
 *   GET  /api/Account/ZoneUsers             ?page&size&searchString&status -> Paged<ZoneUser> (the officer's own)
 *   PUT  /api/Account/ZoneUsers/:id         { decision } -> ZoneUser (the officer decides a pending one, once)
 */

export const ZONE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ZoneStatus = (typeof ZONE_STATUSES)[number];

export const zoneStaffSchema = z.object({
  id: z.uuid(),
  firstName: plainString(),
  lastName: plainString(),
  phone: plainString(),
  outlet: z.object({ code: plainString(), name: plainString() }),
});
export type ZoneStaff = z.infer<typeof zoneStaffSchema>;

/** Spec 2 section 5: e-mail, first name, last name and phone required; password 6-100; the confirmation matches. */
export const zoneSignUpInputSchema = z
  .object({
    staffId: z.uuid({ error: 'validation.invalid' }),
    email: emailSchema,
    firstName: requiredText(100),
    lastName: requiredText(100),
    phoneNumber: requiredText(50),
    password: newPasswordSchema,
    confirmPassword: plainString({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((value) => value.confirmPassword === value.password, { error: 'validation.passwordMismatch', path: ['confirmPassword'] });
export type ZoneSignUpInput = z.infer<typeof zoneSignUpInputSchema>;

export const zoneUserSchema = z.object({
  id: z.uuid(),
  email: plainString(),
  firstName: plainString(),
  lastName: plainString(),
  phone: plainString(),
  registeredAt: z.iso.datetime({ offset: true }),
  status: z.enum(ZONE_STATUSES),
});
export type ZoneUser = z.infer<typeof zoneUserSchema>;

export const zoneDecisionInputSchema = z.object({ decision: z.enum(['confirm', 'reject'], { error: 'validation.required' }) });
export type ZoneDecisionInput = z.infer<typeof zoneDecisionInputSchema>;
