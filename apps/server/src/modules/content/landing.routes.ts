import { landingCalls } from '@songdee/shared/content/landing.calls';
import { CONTENT_IMAGE_MAX_BYTES, MANUAL_MAX_BYTES } from '@songdee/shared/content/landing.schema';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/files/multipart-upload';
import { publicRoute, roleRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import type { LandingService } from './landing.service';

/**
 * Landing content (spec 2 section 7 "Public content": GET /api/admin/sliders, /notices/active, /faqs) read by everyone,
 * and written by the central admin under the same paths; manuals and the post-print popup beside them.
 */
export async function landingRoutes(app: FastifyInstance, opts: { landing: LandingService }) {
  const { landing } = opts;
  const route = routesOf(app);
  const { sliders, notices, faqs } = landingCalls;

  route.raw(publicRoute(sliders.list), () => landing.sliders.list());
  route(roleRoute('centralAdmin', sliders.create), (actor, req) => landing.sliders.create(actor, req.body));
  route(roleRoute('centralAdmin', sliders.update), (actor, req) => landing.sliders.update(actor, req.params.id, req.body));
  route(roleRoute('centralAdmin', sliders.remove), (actor, req) => landing.sliders.delete(actor, req.params.id));

  route.raw(publicRoute(notices.active), () => landing.notices.active());
  route(roleRoute('centralAdmin', notices.list), (actor) => landing.notices.list(actor));
  route(roleRoute('centralAdmin', notices.create), (actor, req) => landing.notices.create(actor, req.body));
  route(roleRoute('centralAdmin', notices.update), (actor, req) => landing.notices.update(actor, req.params.id, req.body));
  route(roleRoute('centralAdmin', notices.remove), (actor, req) => landing.notices.delete(actor, req.params.id));

  route.raw(publicRoute(faqs.list), () => landing.faqs.list());
  route(roleRoute('centralAdmin', faqs.create), (actor, req) => landing.faqs.create(actor, req.body));
  route(roleRoute('centralAdmin', faqs.update), (actor, req) => landing.faqs.update(actor, req.params.id, req.body));
  route(roleRoute('centralAdmin', faqs.remove), (actor, req) => landing.faqs.delete(actor, req.params.id));

  route(roleRoute('centralAdmin', landingCalls.uploadImage), (actor, req) =>
    landing.uploadImage(actor, () => readUpload(req, CONTENT_IMAGE_MAX_BYTES, 'IMAGE_TYPE_NOT_ALLOWED')),
  );

  route.raw(publicRoute(landingCalls.manuals), () => landing.manuals.get());
  route(roleRoute('centralAdmin', landingCalls.putManual), (actor, req) =>
    landing.manuals.put(actor, req.params.device, () => readUpload(req, MANUAL_MAX_BYTES, 'MANUAL_NOT_PDF')),
  );

  route(signedInRoute(landingCalls.printPopup), (actor) => landing.printPopup.forUser(actor));
  route(signedInRoute(landingCalls.dismissPrintPopup), (actor, req) => landing.printPopup.dismiss(actor, req.body.version));
  route(roleRoute('centralAdmin', landingCalls.printPopupAdmin), (actor) => landing.printPopup.get(actor));
  route(roleRoute('centralAdmin', landingCalls.savePrintPopup), (actor, req) => landing.printPopup.save(actor, req.body));
}
