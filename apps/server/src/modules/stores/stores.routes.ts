import { STORE_TYPES } from '@songdee/shared/constants/app.constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../plugins/auth.plugin';
import type { StoresService } from './stores.service';

export const storeSummarySchema = z.object({
  id: z.uuid(),
  uri: z.string(),
  name: z.string(),
  type: z.enum(STORE_TYPES),
});

export async function storesRoutes(app: FastifyInstance, opts: { service: StoresService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/stores/draft',
    {
      schema: {
        tags: ['Stores'],
        description: 'The signed-in user’s store; a Draft (delivery-only) store is created when they have none.',
        response: { 200: storeSummarySchema },
      },
    },
    async (request) => {
      const store = await opts.service.ensureDraftStore(requireActor(request));
      return { id: store.id, uri: store.uri, name: store.name, type: store.type as 'Draft' | 'Publish' };
    },
  );
}
