/**
 * What the post job (home pick-up) endpoints answer, and the holiday calendar the form's date picker reads.
 * The form's input is `postJobInputSchema` in shipping-list.schema.ts.
 */
import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';

/**
 * The pick-up service's answer as stored: null none yet (or refused with a REASON, which may be retried),
 * 0 waiting for an officer, 1 appointment accepted, -1 queue full.
 */
export const POST_JOB_STATUSES = { waiting: 0, accepted: 1, queueFull: -1 } as const;

/**
 * Whether a list whose post job stands at `status` may be booked (again): before any answer, after a REASON, and
 * after a full queue, whose answer asks the seller to choose another day; never once waiting or accepted.
 */
export const postJobOpenToBooking = (status: number | null): boolean => status === null || status === POST_JOB_STATUSES.queueFull;

/** A booked (or refused) post job as the form shows it; its fields are read-only once `status` is not null. */
export const postJobSchema = z.object({
  shippingListId: z.uuid(),
  name: plainString(),
  surname: plainString(),
  phone: plainString(),
  address: plainString(),
  postcode: plainString(),
  appointDate: z.iso.date(),
  slot: z.union([z.literal(1), z.literal(2)]),
  /** '09.00' or '13.00', as sent to the pick-up service. */
  appointTime: plainString(),
  description: plainString(),
  status: z.union([z.literal(0), z.literal(1), z.literal(-1)]).nullable(),
  /** The service's REASON when it refused the booking (status stays null and the seller may try again). */
  reason: plainString().nullable(),
  /** Status 0 and the appointment day has passed: show "no response, please contact the officer". */
  isOverdue: z.boolean(),
  sentDate: z.iso.datetime({ offset: true }),
});
export type PostJob = z.infer<typeof postJobSchema>;

/** GET /api/postjob/:id: the list's post job (null before any) and what the form starts with. */
export const postJobViewSchema = z.object({
  shippingListId: z.uuid(),
  /** The list's readable code (SHIPPING_NO sent to the service). */
  shippingListCode: plainString(),
  /** Paid, not handed over, no answered post job yet and over the free pick-up rule: the form is editable and Confirm shown. */
  canBook: z.boolean(),
  /** The free pick-up rule's facts: the list's postage (satang) and its prepaid (ready-to-send) boxes. */
  postageSatang: int32(),
  prepaidBoxes: int32(),
  /** The list is over the free pick-up rule (isFreePickUp); under it no pick-up is booked. */
  freePickUp: z.boolean(),
  job: postJobSchema.nullable(),
  defaults: z.object({
    /** The read-only e-mail of the sign-in confirm popup (EMAIL sent to the service). */
    email: plainString(),
    name: plainString(),
    surname: plainString(),
    phone: plainString(),
    /** The first day a pick-up can be booked (after today, no weekend or holiday). */
    appointDate: z.iso.date(),
    /** By the current Bangkok hour: 8-11 slot 1, 12-14 slot 2, otherwise none. */
    slot: z.union([z.literal(1), z.literal(2)]).nullable(),
  }),
});
export type PostJobView = z.infer<typeof postJobViewSchema>;

/** At most this many days per holidays request. */
export const HOLIDAYS_MAX_RANGE_DAYS = 731;

/** GET /api/holidays?from&to (yyyy-MM-dd, inclusive). Defaults: from today (Bangkok), to a year later. */
export const holidaysQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type HolidaysQuery = z.infer<typeof holidaysQuerySchema>;

const holidaySchema = z.object({ day: z.iso.date(), nameTh: plainString(), nameEn: plainString() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidaysSchema = z.object({ contents: z.array(holidaySchema) });
