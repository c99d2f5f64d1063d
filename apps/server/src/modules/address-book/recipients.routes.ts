import { idListSchema, recipientAddressInputSchema, recipientAddressSchema } from '@songdee/shared/address-book/address-book.schema';
import { int32 } from '@songdee/shared/common/int.schema';
import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, storeRecordRoutes, storeRoutes } from '../../lib/route-handlers';
import type { RecipientsService } from './recipients.service';

const route = storeRoutes(['Address book'], storeRecordParamsSchema('id'));
const base = '/api/stores/:storeId/address/ship';

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  storeRecordRoutes(app, route, base, 'id', {
    service,
    detail: recipientAddressSchema,
    input: recipientAddressInputSchema,
    create: 'created',
  });

  typed.get(
    `${base}/listByUser`,
    route.list(recipientAddressSchema, { description: 'The signed-in user’s own saved recipient addresses.' }),
    localized((actor, req) => service.listOfUser(actor, req.query)),
  );

  typed.delete(
    `${base}/multiple`,
    route.store({ 200: z.object({ deleted: int32() }) }, { body: idListSchema }),
    localized((actor, req) => service.deleteMany(actor, req.params.storeId, req.body.ids)),
  );
}
