import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import { createBarcodeRangesRepository } from './barcode-ranges.repository';
import { barcodeRangesRoutes } from './barcode-ranges.routes';
import { createBarcodeRangesService } from './barcode-ranges.service';

/** Wires the S10 barcode ranges the central admin loads (publishing allocates from them in mailings). */
export async function barcodeRangesModule(app: FastifyInstance, opts: { db: Database; postOffice: PostOfficeAdmins }) {
  await app.register(barcodeRangesRoutes, {
    ranges: createBarcodeRangesService({ repo: createBarcodeRangesRepository(opts.db), postOffice: opts.postOffice }),
  });
}
