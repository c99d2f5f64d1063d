import type { ManualDevice } from '@songdee/shared/content/landing.schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { faqs, manuals, notices, printPopupDismissals, printPopups, sliders } from '../../db/schema/content';

/** The one post-print popup row. */
const POPUP_ID = 1;

export type SliderValues = Omit<typeof sliders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type FaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PopupValues = Omit<typeof printPopups.$inferInsert, 'id' | 'version' | 'updatedAt'>;

/**
 * A table of landing content edited row by row (sliders, notices, FAQs): insert, update and delete by id, each
 * answering the row (or whether it existed), so the three tables share one shape of calls.
 */
function rowsOf<T extends typeof sliders | typeof notices | typeof faqs>(db: Database, table: T) {
  const byId = (id: string) => eq(table.id, id);
  return {
    insert: (values: T['$inferInsert']) =>
      firstRow(
        db
          .insert(table)
          .values(values as never)
          .returning() as unknown as Promise<T['$inferSelect'][]>,
      ),
    update: (id: string, values: Partial<T['$inferInsert']>) =>
      firstRow(
        db
          .update(table)
          .set({ ...values, updatedAt: new Date() } as never)
          .where(byId(id))
          .returning() as unknown as Promise<T['$inferSelect'][]>,
      ),
    delete: async (id: string) => (await db.delete(table).where(byId(id)).returning({ id: table.id })).length > 0,
  };
}

/** Landing-page content: sliders, notices, FAQs, manuals and the post-print popup with its per-user dismissals. */
export function createLandingRepository(db: Database) {
  return {
    sliders: {
      ...rowsOf(db, sliders),
      all: () => db.select().from(sliders).orderBy(asc(sliders.sortOrder), asc(sliders.createdAt)),
    },
    notices: {
      ...rowsOf(db, notices),
      all: () => db.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)),
      active: () =>
        firstRow(db.select().from(notices).where(eq(notices.active, true)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1)),
    },
    faqs: {
      ...rowsOf(db, faqs),
      all: () => db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt)),
    },
    manuals: {
      all: () => db.select().from(manuals),
      /** Puts the device's manual, answering the file it replaced (to delete). */
      async put(device: ManualDevice, values: { filePath: string; fileName: string; size: number }) {
        const previous = await firstRow(db.select({ filePath: manuals.filePath }).from(manuals).where(eq(manuals.device, device)));
        const saved = await firstRow(
          db
            .insert(manuals)
            .values({ device, ...values })
            .onConflictDoUpdate({ target: manuals.device, set: { ...values, updatedAt: new Date() } })
            .returning(),
        );
        return { saved, replaced: previous?.filePath };
      },
    },
    printPopup: {
      find: () => firstRow(db.select().from(printPopups).where(eq(printPopups.id, POPUP_ID))),
      /** The active popup unless `userId` dismissed its current version. */
      findFor: (userId: string) =>
        firstRow(
          db
            .select()
            .from(printPopups)
            .leftJoin(
              printPopupDismissals,
              and(eq(printPopupDismissals.userId, userId), eq(printPopupDismissals.version, printPopups.version)),
            )
            .where(and(eq(printPopups.id, POPUP_ID), eq(printPopups.active, true), sql`${printPopupDismissals.userId} is null`)),
        ),
      /** Saves the popup; every save is a new version, shown again to those who dismissed the last one. */
      save: (values: PopupValues) =>
        firstRow(
          db
            .insert(printPopups)
            .values({ id: POPUP_ID, ...values })
            .onConflictDoUpdate({
              target: printPopups.id,
              set: { ...values, version: sql`${printPopups.version} + 1`, updatedAt: new Date() },
            })
            .returning(),
        ),
      dismiss: (userId: string, version: number) => db.insert(printPopupDismissals).values({ userId, version }).onConflictDoNothing(),
    },
  };
}

export type LandingRepository = ReturnType<typeof createLandingRepository>;
