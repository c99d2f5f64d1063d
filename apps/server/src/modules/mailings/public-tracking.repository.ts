import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { mailings } from '../../db/schema/mailings';
import { stores } from '../../db/schema/stores';
import { trackingEvents } from '../../db/schema/tracking';

/**
 * What the public tracking page reads of a parcel, and only that: the columns are named one by one so that nothing
 * of the recipient or the sender (name, phone, address, postcode) is ever selected for an answer anyone may ask for.
 */
export function createPublicTrackingRepository(db: Executor) {
  return {
    /** The parcel with that barcode (unique) and its store's name, or undefined. */
    findParcel: (barcode: string) =>
      firstRow(
        db
          .select({
            id: mailings.id,
            barcode: mailings.barcode,
            statusKey: mailings.statusKey,
            deliveryOptionId: mailings.deliveryOptionId,
            storeName: stores.name,
          })
          .from(mailings)
          .innerJoin(stores, eq(stores.id, mailings.storeId))
          .where(eq(mailings.barcode, barcode)),
      ),

    /** The parcel's events newest first (on equal times the further-along code first); the table's key serves the order. */
    eventsOf: (mailingId: string) =>
      db
        .select({ code: trackingEvents.code, occurredAt: trackingEvents.occurredAt, location: trackingEvents.location })
        .from(trackingEvents)
        .where(eq(trackingEvents.mailingId, mailingId))
        .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.code)),
  };
}

export type PublicTrackingRepository = ReturnType<typeof createPublicTrackingRepository>;
