import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { PostJobClient } from '../../integrations/post-job/client';
import type { PasswordConfirmService } from '../auth/password-confirm.service';
import type { StoresService } from '../stores/stores.service';
import { createPostJobsRepository } from './post-jobs.repository';
import { postJobsRoutes } from './post-jobs.routes';
import { createPostJobsService } from './post-jobs.service';

export interface PostJobsModuleOptions {
  db: Database;
  stores: StoresService;
  passwords: PasswordConfirmService;
  postJobClient: PostJobClient;
  /** The current time (tests fix it). */
  now?: () => Date;
}

/** Wires home pick-up booking (post job) and the holiday calendar. */
export async function postJobsModule(app: FastifyInstance, opts: PostJobsModuleOptions) {
  const postJobs = createPostJobsService({
    repo: createPostJobsRepository(opts.db),
    stores: opts.stores,
    passwords: opts.passwords,
    client: opts.postJobClient,
    now: opts.now,
  });
  await app.register(postJobsRoutes, { postJobs });
}
