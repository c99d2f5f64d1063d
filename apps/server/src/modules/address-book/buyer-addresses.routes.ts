import { buyerAddressInputSchema, buyerAddressSchema } from '@songdee/shared/address-book/buyer-address.schema';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { idParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdOnce, idempotencyHeaders, localized, noContent, pagedList, signedInRoute } from '../../lib/route-handlers';
import type { BuyerAddressesService } from './buyer-addresses.service';

const tags = ['Account'];
const base = '/api/Account/addresses';

/** The signed-in user's own saved addresses (checkout's "choose from saved addresses", the account page). */
export async function buyerAddressesRoutes(app: FastifyInstance, opts: { service: BuyerAddressesService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    signedInRoute(
      pagedList(listQuerySchema, buyerAddressSchema, {
        tags,
        description: 'The caller’s saved addresses, newest first; searchString matches the name, phone, house number, street or postcode.',
      }),
    ),
    localized((actor, req) => service.list(actor, req.query)),
  );

  typed.get(
    `${base}/:id`,
    signedInRoute({ tags, params: idParamsSchema, response: { 200: buyerAddressSchema } }),
    localized((actor, req) => service.get(actor, req.params.id)),
  );

  typed.post(
    base,
    signedInRoute({
      tags,
      description:
        'Saves an address (checkout’s receiver fields). The same Idempotency-Key from the same user answers the first address (200).',
      headers: idempotencyHeaders,
      body: buyerAddressInputSchema,
      response: { 200: buyerAddressSchema, 201: buyerAddressSchema },
    }),
    createdOnce((actor, req) => service.create(actor, req.body, req.headers['idempotency-key'])),
  );

  typed.put(
    `${base}/:id`,
    signedInRoute({ tags, params: idParamsSchema, body: buyerAddressInputSchema, response: { 200: buyerAddressSchema } }),
    localized((actor, req) => service.update(actor, req.params.id, req.body)),
  );

  typed.delete(
    `${base}/:id`,
    signedInRoute({ tags, params: idParamsSchema, response: { 204: z.null() } }),
    noContent((actor, req) => service.delete(actor, req.params.id)),
  );
}
