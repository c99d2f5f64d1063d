import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { anyContaining, countUpTo, firstRow, one } from '../../db/query-helpers';
import { sessions, users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { type PageRequest, pageOf } from '../../lib/paging';

const adminColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  outletCode: users.outletCode,
  outletName: outlets.name,
  createdAt: users.createdAt,
};
const isCentral = and(eq(users.role, 'Admin'), eq(users.outletCode, CENTRAL_OUTLET_CODE));

/** Post-office users (those with a role), with the outlet their code names. */
export function createAdminUsersRepository(db: Database) {
  const select = (executor: Executor = db) =>
    executor.select(adminColumns).from(users).leftJoin(outlets, eq(outlets.code, users.outletCode));

  return {
    list(search: string, request: PageRequest) {
      const where: SQL | undefined = and(
        isNotNull(users.role),
        anyContaining(search, [users.email, users.firstName, users.lastName, users.phone, users.outletCode]),
      );
      return pageOf(request, {
        rows: ({ limit, offset }) => select().where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
        count: (bound) => countUpTo(db, db.select(one).from(users).where(where), bound),
      });
    },

    findById: (id: string, executor: Executor = db) => firstRow(select(executor).where(and(eq(users.id, id), isNotNull(users.role)))),

    findByEmail: (email: string) => firstRow(select().where(and(eq(users.email, email.toLowerCase()), isNotNull(users.role)))),

    outletExists: async (code: string) =>
      Boolean(await firstRow(db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, code)))),

    insert: async (values: typeof users.$inferInsert) =>
      firstRow(db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning({ id: users.id })),

    /**
     * Runs `work` with the central admins locked (FOR UPDATE), so two admins removing each other at once cannot both
     * pass the "last central admin" check: the second waits and then counts one.
     */
    withCentralAdminsLocked: <T>(work: (tx: Executor, centralIds: string[]) => Promise<T>) =>
      db.transaction(async (tx) => {
        const rows = await tx.select({ id: users.id }).from(users).where(isCentral).for('update');
        return work(
          tx,
          rows.map((r) => r.id),
        );
      }),

    update: (tx: Executor, id: string, values: Partial<typeof users.$inferInsert>) =>
      tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.role))),

    /**
     * Deletes the account; one that has records of its own (orders it bought, an address book) stays as an ordinary
     * user without the post-office role instead (its orders and addresses are the buyer's, not the role's). The delete
     * runs in a savepoint so the fallback can follow a refused delete in the same transaction.
     */
    async remove(tx: Executor, id: string) {
      try {
        await tx.transaction((savepoint) => savepoint.delete(users).where(eq(users.id, id)));
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        await tx.update(users).set({ role: null, outletCode: null, updatedAt: new Date() }).where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
      }
    },
  };
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['findById']>>>;
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
