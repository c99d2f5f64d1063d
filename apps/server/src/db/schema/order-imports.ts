import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, parentRef, timestamps, uuidPrimaryKey } from './columns';
import { stores } from './stores';

/**
 * A sheet uploaded for an order import, kept as read (header and rows of text) so the preview and the save read the
 * same rows without a second upload, in whichever server process they land. Gone after a day, or with the store.
 */
export const orderImportUploads = pgTable(
  'order_import_uploads',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    rows: jsonb('rows').$type<string[][]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_import_uploads_created_idx').on(t.createdAt)],
);

/** A store's named column mapping (order field -> header text), chosen again for the next sheet of the same kind. */
export const orderImportMappings = pgTable(
  'order_import_mappings',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    name: text('name').notNull(),
    columns: jsonb('columns').$type<Record<string, string>>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('order_import_mappings_store_name_uq').on(t.storeId, t.name)],
);
