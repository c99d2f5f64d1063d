import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StoreManageService } from '../stores/store-manage.service';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

/** Wires store reviews. */
export async function reviewsModule(app: FastifyInstance, opts: { db: Database; storeManage: StoreManageService }) {
  await app.register(reviewsRoutes, { service: createReviewsService(createReviewsRepository(opts.db), opts.storeManage) });
}
