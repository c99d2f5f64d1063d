import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { scheduleJobs } from '../../lib/scheduled-jobs';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { createBarcodeRepository } from '../mailings/barcode.repository';
import type { CardPaymentService } from '../payments/card-payment.service';
import type { StoresService } from '../stores/stores.service';
import { confirmReservesRoutes } from './confirm-reserves.routes';
import { createConfirmReservesService } from './confirm-reserves.service';
import { reserveCleanupJob } from './reserve-cleanup.job';
import { createReservesRepository } from './reserves.repository';
import { reservesRoutes } from './reserves.routes';
import { createReservesService } from './reserves.service';

/**
 * Wires reservations of ready-to-send boxes: the seller's routes, the post office's, and the daily clean-up of
 * reservations not collected within 7 working days (scheduled in every process; lib/scheduled-jobs.ts makes it run
 * once per day across processes sharing the database). The stock they grant is read at GET stockbarcode (mailings).
 */
export async function reservesModule(
  app: FastifyInstance,
  opts: {
    db: Database;
    stores: StoresService;
    postOffice: PostOfficeAdmins;
    cardPayments: CardPaymentService;
    publicUrl: string;
    now?: () => Date;
    /** Run the clean-up on a timer (off in tests, which run it with their own clock). */
    schedule?: { intervalMs: number };
  },
) {
  const now = opts.now ?? (() => new Date());
  const repo = createReservesRepository(opts.db);
  const reserves = createReservesService({ repo, stores: opts.stores, cardPayments: opts.cardPayments });
  const confirmReserves = createConfirmReservesService({
    repo,
    barcodes: createBarcodeRepository(opts.db),
    postOffice: opts.postOffice,
    now,
  });
  await app.register(reservesRoutes, { reserves });
  await app.register(confirmReservesRoutes, { confirmReserves });

  if (opts.schedule) scheduleJobs(app, opts.db, [reserveCleanupJob(repo)], { intervalMs: opts.schedule.intervalMs, now });
}
