import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, parentRef, timestamps, uuidPrimaryKey } from './columns';

/** News (spec 2 section 3: TITLE, DESCRIPTION, INACTIVE); live items show on the landing page. */
export const news = pgTable(
  'news',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    inactive: boolean('inactive').notNull().default(false),
    /** The create's Idempotency-Key: a double-submitted form makes one item. */
    idempotencyKey: text('idempotency_key').unique(),
    ...timestamps(),
  },
  (t) => [index('news_created_idx').on(t.createdAt, t.id)],
);

/** Landing-page slides (spec: ImagePath, UrlLink, Target), shown by sort order. */
export const sliders = pgTable('sliders', {
  id: uuidPrimaryKey(),
  imagePath: text('image_path').notNull(),
  urlLink: text('url_link').notNull().default(''),
  target: text('target').notNull().default('_self'),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/** The notice popup (spec: Id, Content, ImagePath); the newest active one is shown. */
export const notices = pgTable('notices', {
  id: uuidPrimaryKey(),
  content: text('content').notNull(),
  imagePath: text('image_path'),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

export const faqs = pgTable('faqs', {
  id: uuidPrimaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...timestamps(),
});

/** The user manuals: one PDF per device ('pc', 'mobile'). */
export const manuals = pgTable('manuals', {
  device: text('device').primaryKey(),
  filePath: text('file_path').notNull(),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** The post-print popup: one row (id 1); `version` grows with every save so a dismissal holds for what was seen. */
export const printPopups = pgTable('print_popups', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(1),
  title: text('title').notNull(),
  content: text('content').notNull(),
  imagePath: text('image_path'),
  active: boolean('active').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** "Do not show again", per user, for the popup version they dismissed. */
export const printPopupDismissals = pgTable(
  'print_popup_dismissals',
  {
    userId: parentRef('user_id', () => users.id),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
