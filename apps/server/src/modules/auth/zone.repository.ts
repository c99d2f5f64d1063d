import type { ZoneStatus } from '@songdee/shared/auth/zone.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyContaining, countUpTo, firstRow, one } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { pageOf } from '../../lib/paging';
import type { NewUser } from './auth.repository';

const zoneUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  createdAt: users.createdAt,
  status: users.zoneStatus,
};

export function createZoneRepository(db: Database) {
  return {
    /** An outside-deposit officer (AdminEMS) with the outlet they work for; undefined for anyone else. */
    findStaff: (id: string) =>
      firstRow(
        db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            phone: users.phone,
            outletCode: outlets.code,
            outletName: outlets.name,
          })
          .from(users)
          .innerJoin(outlets, eq(outlets.code, users.outletCode))
          .where(and(eq(users.id, id), eq(users.role, 'AdminEMS')))
          .limit(1),
      ),

    /** Inserts unless the e-mail is taken (the unique index decides). */
    insertUser: (values: NewUser) =>
      firstRow(db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({ id: users.id })),

    /** The officer's zone users, newest first, optionally of one status and matching a search. */
    list(staffId: string, query: ListQuery & { status?: ZoneStatus }) {
      const search = anyContaining(query.searchString, [users.email, users.firstName, users.lastName]);
      const where = and(eq(users.zoneStaffId, staffId), query.status ? eq(users.zoneStatus, query.status) : undefined, search);
      return pageOf(query, {
        rows: (window) =>
          db
            .select(zoneUserColumns)
            .from(users)
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(window.limit)
            .offset(window.offset),
        count: (bound) => countUpTo(db, db.select(one).from(users).where(where), bound),
      });
    },

    /**
     * The officer's decision on one of their pending users: one conditional UPDATE, so a user is decided once and
     * only by their own officer. Confirming also confirms the e-mail (the officer vouches for the customer).
     */
    decide: (staffId: string, userId: string, status: Exclude<ZoneStatus, 'pending'>) =>
      firstRow(
        db
          .update(users)
          .set({ zoneStatus: status, ...(status === 'confirmed' ? { emailConfirmed: true } : {}), updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.zoneStaffId, staffId), eq(users.zoneStatus, 'pending')))
          .returning(zoneUserColumns),
      ),
  };
}

export type ZoneRepository = ReturnType<typeof createZoneRepository>;
