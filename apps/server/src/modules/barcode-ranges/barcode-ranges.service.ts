import {
  type BarcodeRange,
  type BarcodeRangeInput,
  type BarcodeRangeListQuery,
  isLowRange,
  prefixServiceMismatch,
  remainingOf,
  serialNumber,
  serialText,
} from '@songdee/shared/barcode-range/barcode-range.schema';
import { AppError } from '../../lib/app-error';
import { type Coded, deliveryName } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import type { BarcodeRangeRow, BarcodeRangesRepository } from './barcode-ranges.repository';

/** A range as the admin's list shows it: serials as printed, what is left, and whether it is running low. */
function presentRange(row: BarcodeRangeRow): Coded<BarcodeRange> {
  const remaining = remainingOf(row);
  return {
    id: row.id,
    deliveryOptionId: row.deliveryOptionId,
    deliveryName: deliveryName(row.deliveryOptionId),
    prefix: row.prefix,
    firstSerial: serialText(row.firstSerial),
    lastSerial: serialText(row.lastSerial),
    nextSerial: serialText(row.nextSerial),
    remaining,
    used: row.nextSerial - row.firstSerial,
    isLow: isLowRange(remaining, row.retiredAt !== null),
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

type ValidInput = Required<Pick<BarcodeRangeInput, 'deliveryOptionId' | 'prefix' | 'firstSerial' | 'lastSerial'>>;

/**
 * S10 ranges the post office allocated to us, loaded by the central admin: added (never overlapping any range of
 * the same prefix, retired ones included, since an identifier must not be reused within 12 months), listed with
 * what is left, and retired (allocation stops; the row stays for the no-reuse rule). Never deleted or edited: a
 * range that handed out barcodes must keep saying which.
 */
export function createBarcodeRangesService(deps: { repo: BarcodeRangesRepository; postOffice: Pick<PostOfficeAdmins, 'requireCentral'> }) {
  const { repo, postOffice } = deps;

  return {
    async list(actor: Actor, query: BarcodeRangeListQuery) {
      await postOffice.requireCentral(actor);
      const page = await repo.list(query);
      return { contents: page.contents.map((r) => presentRange(r.range)), paging: page.paging };
    },

    async add(actor: Actor, input: ValidInput) {
      await postOffice.requireCentral(actor);
      const option = await repo.optionLetter(input.deliveryOptionId);
      if (!option) {
        throw new AppError('DELIVERY_OPTION_NOT_FOUND', {}, [{ path: 'deliveryOptionId', key: 'errors.DELIVERY_OPTION_NOT_FOUND' }]);
      }
      // The service indicator's first letter names the service (E EMS, R registered, C parcel post).
      const letter = prefixServiceMismatch(input.prefix, option.letter);
      if (letter) {
        throw new AppError('BARCODE_RANGE_PREFIX_SERVICE', { letter }, [
          { path: 'prefix', key: 'errors.BARCODE_RANGE_PREFIX_SERVICE', params: { letter } },
        ]);
      }
      const result = await repo.insertUnlessOverlapping({
        deliveryOptionId: input.deliveryOptionId,
        prefix: input.prefix,
        firstSerial: serialNumber(input.firstSerial),
        lastSerial: serialNumber(input.lastSerial),
      });
      if ('overlapping' in result) {
        const params = {
          prefix: input.prefix,
          first: input.firstSerial,
          last: input.lastSerial,
          existingFirst: serialText(result.overlapping.firstSerial),
          existingLast: serialText(result.overlapping.lastSerial),
        };
        throw new AppError('BARCODE_RANGE_OVERLAP', params, [{ path: 'firstSerial', key: 'errors.BARCODE_RANGE_OVERLAP', params }]);
      }
      return presentRange(result.inserted);
    },

    async retire(actor: Actor, id: string) {
      await postOffice.requireCentral(actor);
      const retired = await repo.retire(id);
      if (retired) return presentRange(retired);
      throw new AppError((await repo.find(id)) ? 'BARCODE_RANGE_RETIRED' : 'BARCODE_RANGE_NOT_FOUND');
    },
  };
}

export type BarcodeRangesService = ReturnType<typeof createBarcodeRangesService>;
