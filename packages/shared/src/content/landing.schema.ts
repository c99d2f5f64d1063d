import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { plainString, requiredText } from '../common/text.schema';
import { MANUAL_DEVICES } from './landing.constants';

/**
 * Landing-page content the central admin edits (spec 2 sections 2 "/", 3 "Slider, Notice, FAQ, post-print popup", 7
 * "Public content"). Images are uploaded first (`POST /api/admin/content/images`, multipart field "file": JPEG, PNG,
 * GIF or BMP by content, at most 2 MB and CONTENT_IMAGE_MAX_PX a side) and the answered `imagePath` is sent in the
 * form; files are read back with `GET /api/files?filename=<imagePath>`.
 *
 * Sliders:  GET /api/admin/sliders -> Slider[] (everyone, by order); POST /api/admin/sliders SliderInput -> 201;
 *           PUT /api/admin/sliders/:id; DELETE /api/admin/sliders/:id                                (central admin)
 * Notices:  GET /api/admin/notices/active -> Notice | null (everyone: the newest active notice, a popup once a visit);
 *           GET /api/admin/notices -> Notice[] (central admin, newest first); POST, PUT /:id, DELETE /:id
 * FAQs:     GET /api/admin/faqs -> Faq[] (everyone, by sortOrder); POST, PUT /:id, DELETE /:id        (central admin)
 * Manuals:  GET /api/admin/manuals -> Manuals (everyone); PUT /api/admin/manuals/:device multipart PDF (field "file",
 *           a PDF by its magic bytes, at most MANUAL_MAX_BYTES) -> Manual                            (central admin)
 * Post-print popup: GET /api/print-popup -> PrintPopup | null (signed in: null when none is active or this user
 *           ticked "do not show again" for the current version); POST /api/print-popup/dismiss -> 204 (signed in);
 *           GET /api/admin/print-popup -> PrintPopupAdmin | null; PUT /api/admin/print-popup PrintPopupInput (central
 *           admin; a saved change shows the popup again to users who dismissed the previous version)
 * Refusals: SLIDER_NOT_FOUND, NOTICE_NOT_FOUND, FAQ_NOT_FOUND, CONTENT_IMAGE_NOT_FOUND (an imagePath not uploaded
 * through the content upload), MANUAL_NOT_PDF, FILE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED, IMAGE_DIMENSIONS_TOO_LARGE.
 */

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Slider banners are wide; a side above this is refused (IMAGE_DIMENSIONS_TOO_LARGE). */
export const CONTENT_IMAGE_MAX_PX = 2400;
export const MANUAL_MAX_BYTES = 10 * 1024 * 1024;

export const contentImageUploadSchema = z.object({ imagePath: plainString() });
export type ContentImageUpload = z.infer<typeof contentImageUploadSchema>;

const imagePath = plainString({ error: 'validation.required' }).trim().min(1, { error: 'admin.imageRequired' }).max(300);

/** An http(s) link or a path of this site ("/stores/search"); empty for a slide that links nowhere. */
const linkSchema = plainString()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S*$/.test(v), { error: 'admin.linkInvalid' })
  .optional()
  .transform((v) => v ?? '');

export const SLIDER_TARGETS = ['_self', '_blank'] as const;

export const sliderInputSchema = z.object({
  imagePath,
  urlLink: linkSchema,
  /** Where the link opens: this tab or a new one. */
  target: z.enum(SLIDER_TARGETS, { error: 'validation.invalid' }).default('_self'),
  sortOrder: coerceInt32({ error: 'validation.invalid' }).min(0).max(9999).default(0),
});
export type SliderInput = z.input<typeof sliderInputSchema>;

export const sliderSchema = z.object({
  id: z.uuid(),
  imagePath: plainString(),
  urlLink: plainString(),
  target: z.enum(SLIDER_TARGETS),
  sortOrder: int32(),
});
export type Slider = z.infer<typeof sliderSchema>;

export const noticeInputSchema = z.object({
  content: requiredText(5000),
  imagePath: imagePath
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  active: z.boolean({ error: 'validation.invalid' }).default(true),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

export const noticeSchema = z.object({
  id: z.uuid(),
  content: plainString(),
  imagePath: plainString().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notice = z.infer<typeof noticeSchema>;

export const faqInputSchema = z.object({
  question: requiredText(500),
  answer: requiredText(5000),
  sortOrder: coerceInt32({ error: 'validation.invalid' }).min(0).max(9999).default(0),
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const faqSchema = z.object({ id: z.uuid(), question: plainString(), answer: plainString(), sortOrder: int32() });
export type Faq = z.infer<typeof faqSchema>;

// Without zod, for the landing page (landing.constants.ts).
export { MANUAL_DEVICES, type ManualDevice } from './landing.constants';
export const manualParamsSchema = z.object({ device: z.enum(MANUAL_DEVICES, { error: 'validation.invalid' }) });

export const manualSchema = z.object({
  device: z.enum(MANUAL_DEVICES),
  /** Read with GET /api/files?filename=<filePath>. */
  filePath: plainString(),
  fileName: plainString(),
  size: int32(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Manual = z.infer<typeof manualSchema>;
export const manualsSchema = z.object({ pc: manualSchema.nullable(), mobile: manualSchema.nullable() });
export type Manuals = z.infer<typeof manualsSchema>;

/** The print popup is a notice with a title. */
export const printPopupInputSchema = z.object({ title: requiredText(200), ...noticeInputSchema.shape });
export type PrintPopupInput = z.input<typeof printPopupInputSchema>;

export const printPopupSchema = z.object({
  /** Changes with every save, so a dismissal holds for the version the user saw. */
  version: int32(),
  title: plainString(),
  content: plainString(),
  imagePath: plainString().nullable(),
});
export type PrintPopup = z.infer<typeof printPopupSchema>;
export const printPopupAdminSchema = printPopupSchema.extend({ active: z.boolean() });
export type PrintPopupAdmin = z.infer<typeof printPopupAdminSchema>;
export const printPopupDismissSchema = z.object({ version: int32({ error: 'validation.invalid' }).min(1) });
