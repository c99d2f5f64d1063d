import { z } from 'zod';
import { coerceInt32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { plainString, requiredText } from '../common/text.schema';
import { outletSchema } from '../geo/geo.schema';

/**
 * Outlet contacts (spec 2 section 7 `/api/contact/{id}`): the post offices' names, telephone numbers and services,
 * edited by the central admin on the later `/contact-list` screen (its modal: code, name and tel required).
 *
 *   GET /api/contact/:id          ?page&size&searchString   -> Paged<Outlet>   central admin; `id` is the outlet
 *                                                                             type (1 central, 3 post office), 0 all
 *   PUT /api/contact/:id          ContactInput              -> Outlet          central admin; `id` the outlet's id
 *   GET /api/contact/:id/postjob                            -> OutletPostJob   signed in; `id` an outlet id or code
 */

/** `GET /api/contact/:id`: the outlet type to list, 0 for every type. */
export const contactListParamsSchema = z.object({
  id: coerceInt32({ error: 'validation.invalid' }).min(0, { error: 'validation.invalid' }).max(99, {
    error: 'validation.invalid',
  }),
});
export const contactListQuerySchema = listQuerySchema;

/** `GET /api/contact/:id/postjob`: an outlet by its id or its 5- or 6-digit code. */
export const outletRefParamsSchema = z.object({
  id: z.union([z.uuid(), plainString().regex(/^\d{5,6}$/)], { error: 'validation.invalid' }),
});

/** A post office code: digits only, 5 (a postcode) or 6 (000000, the central office). */
const outletCodeSchema = requiredText(6, 'reserve.outletCodeDigits').regex(/^\d{5,6}$/, { error: 'reserve.outletCodeDigits' });

/** The outlet modal: code, name and tel required; the three services are switches. */
export const contactInputSchema = z.object({
  outletCode: outletCodeSchema,
  outletName: requiredText(200),
  tel: requiredText(50),
  /** Offers the Prompt Post (ready-to-send box) service: reservations can be made there. */
  active: z.boolean({ error: 'validation.invalid' }),
  /** Takes home pick-up bookings. */
  postJob: z.boolean({ error: 'validation.invalid' }),
  /** Sells flat-rate EMS. */
  promptEms: z.boolean({ error: 'validation.invalid' }),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** Whether an outlet takes home pick-up bookings (post job), with how to reach it. */
export const outletPostJobSchema = outletSchema.pick({ id: true, outletCode: true, outletName: true, tel: true, postJob: true });
export type OutletPostJob = z.infer<typeof outletPostJobSchema>;
