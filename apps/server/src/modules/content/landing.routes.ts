import { idParamsSchema } from '@songdee/shared/common/params.schema';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentImageUploadSchema,
  faqInputSchema,
  faqSchema,
  MANUAL_MAX_BYTES,
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
} from '@songdee/shared/content/landing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/files/multipart-upload';
import { created, localized, noContent, noContentResponse, roleRoute, signedInRoute } from '../../lib/route-handlers';
import type { LandingService } from './landing.service';

const tags = ['Landing content'];
const ADMIN = '/api/admin';

/**
 * Landing content (spec 2 section 7 "Public content": GET /api/admin/sliders, /notices/active, /faqs) read by everyone,
 * and written by the central admin under the same paths; manuals and the post-print popup beside them.
 */
export async function landingRoutes(app: FastifyInstance, opts: { landing: LandingService }) {
  const { landing } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const publicRoute = <R>(description: string, response: R) => ({ schema: { tags, description, response } });

  /** POST, PUT /:id and DELETE /:id of one row table (sliders, notices, FAQs), central admin only. */
  function rowWrites<I extends z.ZodType, O extends z.ZodType>(
    path: string,
    noun: string,
    input: I,
    output: O,
    rows: {
      create(actor: Parameters<LandingService['faqs']['create']>[0], values: z.output<I>): Promise<z.output<O>>;
      update(actor: Parameters<LandingService['faqs']['create']>[0], id: string, values: z.output<I>): Promise<z.output<O>>;
      delete(actor: Parameters<LandingService['faqs']['create']>[0], id: string): Promise<void>;
    },
  ) {
    typed.post(
      path,
      roleRoute('centralAdmin', { tags, description: `Central admin: adds ${noun}.`, body: input, response: { 201: output } }),
      // The generic schemas defeat the type provider's reply check; the route's response schema still validates the answer.
      created((actor, req) => rows.create(actor, req.body as z.output<I>)) as never,
    );
    typed.put(
      `${path}/:id`,
      roleRoute('centralAdmin', {
        tags,
        description: `Central admin: edits ${noun}.`,
        params: idParamsSchema,
        body: input,
        response: { 200: output },
      }),
      localized((actor, req) => rows.update(actor, (req.params as { id: string }).id, req.body as z.output<I>)) as never,
    );
    typed.delete(
      `${path}/:id`,
      roleRoute('centralAdmin', {
        tags,
        description: `Central admin: removes ${noun}.`,
        params: idParamsSchema,
        response: noContentResponse,
      }),
      noContent((actor, req) => rows.delete(actor, req.params.id)),
    );
  }

  typed.get(`${ADMIN}/sliders`, publicRoute('The landing page’s slides, in order.', { 200: z.array(sliderSchema) }), () =>
    landing.sliders.list(),
  );
  rowWrites(`${ADMIN}/sliders`, 'a slide (image, link, target, order)', sliderInputSchema, sliderSchema, landing.sliders);

  typed.get(
    `${ADMIN}/notices/active`,
    publicRoute('The newest active notice (the popup shown once a visit), or null.', { 200: noticeSchema.nullable() }),
    () => landing.notices.active(),
  );
  typed.get(
    `${ADMIN}/notices`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: every notice, newest first.',
      response: { 200: z.array(noticeSchema) },
    }),
    localized((actor) => landing.notices.list(actor)),
  );
  rowWrites(`${ADMIN}/notices`, 'a notice (content, image, active)', noticeInputSchema, noticeSchema, landing.notices);

  typed.get(`${ADMIN}/faqs`, publicRoute('The FAQs (question and answer), in order.', { 200: z.array(faqSchema) }), () =>
    landing.faqs.list(),
  );
  rowWrites(`${ADMIN}/faqs`, 'a FAQ (question, answer, order)', faqInputSchema, faqSchema, landing.faqs);

  typed.post(
    `${ADMIN}/content/images`,
    roleRoute('centralAdmin', {
      tags,
      description:
        'Central admin: uploads a landing image (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB and 2400 px a side. Answers the imagePath for a slide, notice or popup.',
      response: { 201: contentImageUploadSchema },
    }),
    created((actor, req) => landing.uploadImage(actor, () => readUpload(req, CONTENT_IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED'))),
  );

  typed.get(
    `${ADMIN}/manuals`,
    publicRoute('The user manuals (PDF) for PC and mobile; null where none is uploaded.', { 200: manualsSchema }),
    () => landing.manuals.get(),
  );
  typed.put(
    `${ADMIN}/manuals/:device`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: replaces the PC or mobile manual (multipart field "file"): a PDF by its bytes, at most 10 MB.',
      params: manualParamsSchema,
      response: { 200: manualSchema },
    }),
    localized((actor, req) => landing.manuals.put(actor, req.params.device, () => readUpload(req, MANUAL_MAX_BYTES, 'MANUAL_NOT_PDF'))),
  );

  typed.get(
    '/api/print-popup',
    signedInRoute({
      tags,
      description: 'The post-print popup for the signed-in user, or null (none active, or "do not show again" ticked for this version).',
      response: { 200: printPopupSchema.nullable() },
    }),
    localized((actor) => landing.printPopup.forUser(actor)),
  );
  typed.post(
    '/api/print-popup/dismiss',
    signedInRoute({
      tags,
      description: '"Do not show again" for the popup version shown.',
      body: printPopupDismissSchema,
      response: noContentResponse,
    }),
    noContent((actor, req) => landing.printPopup.dismiss(actor, req.body.version)),
  );
  typed.get(
    `${ADMIN}/print-popup`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: the post-print popup as saved, or null.',
      response: { 200: printPopupAdminSchema.nullable() },
    }),
    localized((actor) => landing.printPopup.get(actor)),
  );
  typed.put(
    `${ADMIN}/print-popup`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: saves the post-print popup (title, content, image, active); each save shows it again to everyone.',
      body: printPopupInputSchema,
      response: { 200: printPopupAdminSchema },
    }),
    localized((actor, req) => landing.printPopup.save(actor, req.body)),
  );
}
