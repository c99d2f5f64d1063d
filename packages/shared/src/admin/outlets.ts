/**
 * Outlets (spec 2 sections 3 "Outlet" and 5 "Outlet modal"; the `/contact-list` screen) are served by the contacts
 * module: `GET /api/contact/:type` (central admin, paged, searchString on code, name or tel; type 0 every outlet)
 * and `PUT /api/contact/:id` (code, name and tel required; active = Prompt Post ready-to-send, postJob, promptEms).
 * The landing page's public list of service outlets is `GET /api/outlets/service` (content/service-outlet.schema.ts).
 */

export type { Outlet } from '../geo/geo.schema';
export {
  type ContactInput as OutletInput,
  contactInputSchema as outletInputSchema,
  contactListQuerySchema as outletListQuerySchema,
} from '../reserve/contact.schema';
