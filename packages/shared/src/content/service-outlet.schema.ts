import { z } from 'zod';
import { coerceInt32 } from '../common/int.schema';
import { listQuerySchema, pagedSchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';

/**
 * The landing page's list of service outlets (spec 2 section 2 "/": "list of service outlets"), searchable by province
 * and postcode, with each outlet's services:
 *
 *   GET /api/outlets/service ?page&size&searchString&provinceId&postcode -> Paged<ServiceOutlet>   everyone
 *
 * Only outlets offering at least one service (ready-to-send, post job or Prompt EMS) are listed; the central office
 * 000000 never is. searchString matches the outlet's name or code.
 */
export const serviceOutletQuerySchema = listQuerySchema.extend({
  provinceId: coerceInt32({ error: 'validation.invalid' }).positive().optional(),
  postcode: plainString()
    .trim()
    .regex(/^\d{0,5}$/, { error: 'validation.postcode' })
    .optional()
    .transform((v) => v || undefined),
});

const serviceOutletSchema = z.object({
  id: z.uuid(),
  outletCode: plainString(),
  outletName: plainString(),
  tel: plainString(),
  postcode: plainString(),
  provinceName: plainString().nullable(),
  /** Ready-to-send (Prompt Post) boxes can be reserved here. */
  active: z.boolean(),
  postJob: z.boolean(),
  promptEms: z.boolean(),
});
export type ServiceOutlet = z.infer<typeof serviceOutletSchema>;
export const pagedServiceOutletsSchema = pagedSchema(serviceOutletSchema);
