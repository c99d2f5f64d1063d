import { addressParseCalls } from '@songdee/shared/geo/address-parse.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, signedInRoute } from '../../lib/route-handlers';
import type { AddressParseService } from './address-parse.service';

/** Reading a pasted address: for the signed-in users whose forms take addresses (sellers, buyers). */
export async function addressParseRoutes(app: FastifyInstance, opts: { service: AddressParseService }) {
  const route = routesOf(app);
  route.raw(signedInRoute(addressParseCalls.parse), (req) => opts.service.parse(req.body.text));
}
