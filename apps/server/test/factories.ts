import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/auth';
import { stores } from '../src/db/schema/stores';
import { hashPassword } from '../src/lib/secrets';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.test`;

export const TEST_PASSWORD = 'secret123';

/** A confirmed user, optionally owning a store, with a bearer token. */
export async function createUser(
  app: FastifyInstance,
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { store?: { uri?: string; name?: string; type?: 'Draft' | 'Publish' } } = {},
) {
  const { store, ...userValues } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail(),
      passwordHash: await hashPassword(TEST_PASSWORD),
      firstName: 'ทดสอบ',
      lastName: 'ระบบ',
      phone: '0800000000',
      emailConfirmed: true,
      ...userValues,
    })
    .returning();
  if (!user) throw new Error('user not created');
  let storeId: string | null = null;
  if (store) {
    const [row] = await db
      .insert(stores)
      .values({
        uri: store.uri ?? `store-${++counter}-${Date.now()}`,
        name: store.name ?? 'ร้านทดสอบ',
        type: store.type ?? 'Publish',
        ownerUserId: user.id,
      })
      .returning();
    storeId = row?.id ?? null;
  }
  const token = await signIn(app, user.email);
  return { user, token, storeId, auth: { authorization: `Bearer ${token}` } };
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Token',
    payload: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json().access_token;
}

export async function findUser(db: Database, email: string) {
  return (await db.select().from(users).where(eq(users.email, email)))[0];
}

/** Latest mail in the dev outbox for an address, through the simulator's HTTP API. */
export async function latestMail(app: FastifyInstance, to: string) {
  // Some mail is sent after the answer (lib/background-tasks.ts): what was asked for so far is in the outbox first.
  await app.backgroundTasks.settled();
  const res = await app.inject({ method: 'GET', url: `/sim/mail/messages?to=${encodeURIComponent(to)}` });
  const messages = res.json() as Array<{ subject: string; text: string; html: string }>;
  return messages[0];
}

/** Pulls userId and code out of a mailed link. */
export function linkParams(text: string, path: string) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path}\\?[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in mail`);
  const url = new URL(match[0]);
  return { userId: url.searchParams.get('userId') ?? '', code: url.searchParams.get('code') ?? '' };
}
