import type { z } from 'zod';
import { callsTagged, noContentResponse } from '../common/call';
import {
  contentImageUploadSchema,
  faqInputSchema,
  faqSchema,
  manualParamsSchema,
  manualSchema,
  manualsSchema,
  noticeInputSchema,
  noticeSchema,
  printPopupAdminSchema,
  printPopupDismissSchema,
  printPopupInputSchema,
  printPopupSchema,
  sliderInputSchema,
  sliderSchema,
} from './landing.schema';

const call = callsTagged(['Landing content']);
const ADMIN = '/api/admin';

/** POST, PUT /:id and DELETE /:id of one row table (sliders, notices, FAQs), central admin only. */
const rowWrites = <const P extends string, I extends z.ZodType, O extends z.ZodType>(path: P, noun: string, input: I, output: O) => ({
  create: call('POST', path, { description: `Central admin: adds ${noun}.`, body: input, response: { 201: output } }),
  update: call.byId('PUT', `${path}/:id`, { 200: output }, { description: `Central admin: edits ${noun}.`, body: input }),
  remove: call.byId('DELETE', `${path}/:id`, noContentResponse, { description: `Central admin: removes ${noun}.` }),
});

/**
 * Landing content (GET /api/admin/sliders, /notices/active, /faqs) read by everyone, and written by the central admin
 * under the same paths; manuals and the post-print popup beside them.
 */
export const landingCalls = {
  sliders: {
    list: call.rows(`${ADMIN}/sliders`, sliderSchema, { description: 'The landing page’s slides, in order.' }),
    ...rowWrites(`${ADMIN}/sliders`, 'a slide (image, link, target, order)', sliderInputSchema, sliderSchema),
  },
  notices: {
    active: call('GET', `${ADMIN}/notices/active`, {
      description: 'The newest active notice (the popup shown once a visit), or null.',
      response: { 200: noticeSchema.nullable() },
    }),
    list: call.rows(`${ADMIN}/notices`, noticeSchema, { description: 'Central admin: every notice, newest first.' }),
    ...rowWrites(`${ADMIN}/notices`, 'a notice (content, image, active)', noticeInputSchema, noticeSchema),
  },
  faqs: {
    list: call.rows(`${ADMIN}/faqs`, faqSchema, { description: 'The FAQs (question and answer), in order.' }),
    ...rowWrites(`${ADMIN}/faqs`, 'a FAQ (question, answer, order)', faqInputSchema, faqSchema),
  },
  uploadImage: call('POST', `${ADMIN}/content/images`, {
    description:
      'Central admin: uploads a landing image (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB and 2400 px a side. Answers the imagePath for a slide, notice or popup.',
    response: { 201: contentImageUploadSchema },
  }),
  manuals: call('GET', `${ADMIN}/manuals`, {
    description: 'The user manuals (PDF) for PC and mobile; null where none is uploaded.',
    response: { 200: manualsSchema },
  }),
  putManual: call('PUT', `${ADMIN}/manuals/:device`, {
    description: 'Central admin: replaces the PC or mobile manual (multipart field "file"): a PDF by its bytes, at most 10 MB.',
    params: manualParamsSchema,
    response: { 200: manualSchema },
  }),
  printPopup: call('GET', '/api/print-popup', {
    description: 'The post-print popup for the signed-in user, or null (none active, or "do not show again" ticked for this version).',
    response: { 200: printPopupSchema.nullable() },
  }),
  dismissPrintPopup: call('POST', '/api/print-popup/dismiss', {
    description: '"Do not show again" for the popup version shown.',
    body: printPopupDismissSchema,
    response: noContentResponse,
  }),
  printPopupAdmin: call('GET', `${ADMIN}/print-popup`, {
    description: 'Central admin: the post-print popup as saved, or null.',
    response: { 200: printPopupAdminSchema.nullable() },
  }),
  savePrintPopup: call('PUT', `${ADMIN}/print-popup`, {
    description: 'Central admin: saves the post-print popup (title, content, image, active); each save shows it again to everyone.',
    body: printPopupInputSchema,
    response: { 200: printPopupAdminSchema },
  }),
};
