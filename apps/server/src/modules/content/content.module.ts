import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/files/file-store';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { createLandingRepository } from './landing.repository';
import { landingRoutes } from './landing.routes';
import { createLandingService } from './landing.service';
import { createNewsRepository } from './news.repository';
import { newsRoutes } from './news.routes';
import { createNewsService } from './news.service';

/** Wires the public content the central admin edits: news, and the landing page's slides, notices, FAQs, manuals and post-print popup. */
export async function contentModule(app: FastifyInstance, opts: { db: Database; files: FileStore; postOffice: PostOfficeAdmins }) {
  const { postOffice } = opts;
  await app.register(newsRoutes, { news: createNewsService({ repo: createNewsRepository(opts.db), postOffice }) });
  await app.register(landingRoutes, {
    landing: createLandingService({ repo: createLandingRepository(opts.db), files: opts.files, postOffice }),
  });
}
