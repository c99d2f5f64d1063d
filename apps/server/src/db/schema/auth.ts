import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, parentRef, timestamps, uuidPrimaryKey } from './columns';
import { trigramIndex } from './indexes';

export interface ZoneData {
  postalCode: string;
  outletName: string | null;
  staff: { id: string; firstName: string; lastName: string; phone: string } | null;
}

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    /** Always stored lower-cased (spec 1 section 5). */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    lang: text('lang').notNull().default('th'),
    /** Post-office role (Admin, AdminOutlet, AdminStaff, AdminEMS); null for buyers and sellers. */
    role: text('role'),
    outletCode: text('outlet_code'),
    zone: jsonb('zone').$type<ZoneData>(),
    /** A zone user's officer (spec 2: the outside-deposit officer they signed up through) and its decision. */
    zoneStaffId: uuid('zone_staff_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** pending until the officer confirms (confirmed) or rejects (rejected); null for users outside a zone. */
    zoneStatus: text('zone_status'),
    ref: text('ref'),
    loginProvider: text('login_provider'),
    /** When the user stopped the parcel e-mails (the one-click link in each); null while they get them. */
    parcelMailsStoppedAt: instant('parcel_mails_stopped_at'),
    ...timestamps(),
  },
  // The user report: by registration date, and an outlet admin's users by the outlet they signed up through.
  (t) => [
    index('users_created_id_idx').on(t.createdAt, t.id),
    index('users_zone_outlet_idx').on(sql`(${t.zone} ->> 'postalCode')`, t.createdAt, t.id),
    // The post-office users' list (/thpusermanage): a few staff among every member, newest first.
    index('users_staff_created_id_idx').on(t.createdAt, t.id).where(sql`${t.role} IS NOT NULL`),
    // The user report's search boxes.
    trigramIndex('users_first_name_trgm_idx', t.firstName),
    trigramIndex('users_last_name_trgm_idx', t.lastName),
    trigramIndex('users_email_trgm_idx', t.email),
  ],
);

/** Opaque access tokens, stored as SHA-256 hashes so a database leak reveals no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    userId: parentRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use codes mailed to users: e-mail confirmation and password reset. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: uuidPrimaryKey(),
    userId: parentRef('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('user_codes_user_idx').on(t.userId, t.purpose)],
);

/** Failed sign-ins per account, for the per-account throttle (kept in the database so it holds across processes). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuidPrimaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: instant('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);
