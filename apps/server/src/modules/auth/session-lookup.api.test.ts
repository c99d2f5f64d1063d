import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { outlets } from '../../db/schema/geo';
import { createStoresRepository } from '../stores/stores.repository';
import { createStoresService } from '../stores/stores.service';
import type { Actor } from './actor';
import { createSessionRepository } from './session.repository';

const t = useTestApp();

/** The stores service on the real repository, noting every store it reads itself. */
function watchedStores() {
  const repo = createStoresRepository(t.database.db);
  const reads: string[] = [];
  const stores = createStoresService({
    ...repo,
    findById: (id: string) => {
      reads.push(id);
      return repo.findById(id);
    },
  });
  return { stores, reads };
}

const signedIn = (actor: Actor | null): Actor => {
  if (!actor) throw new Error('the session was not found');
  return actor;
};

describe('the session lookup: one query for the user, their office and the route’s store', () => {
  it('reads the route’s store with the session and asks nothing more, keeping 403 and 404', async () => {
    const owner = await createUser(t.app, t.database.db, { store: {} });
    const stranger = await createUser(t.app, t.database.db);
    const storeId = owner.storeId as string;
    const sessions = createSessionRepository(t.database.db);
    const { stores, reads } = watchedStores();

    const ownerActor = signedIn(await sessions.findActive(owner.token, storeId));
    expect(ownerActor).toMatchObject({
      userId: owner.user.id,
      routeStore: { id: storeId, row: { id: storeId, ownerUserId: owner.user.id } },
    });
    await expect(stores.assertOwner(ownerActor, storeId)).resolves.toMatchObject({ id: storeId, ownerUserId: owner.user.id });

    const strangerActor = signedIn(await sessions.findActive(stranger.token, storeId));
    await expect(stores.assertOwner(strangerActor, storeId)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const unknown = randomUUID();
    const lost = signedIn(await sessions.findActive(owner.token, unknown));
    expect(lost.routeStore).toEqual({ id: unknown, row: null });
    await expect(stores.assertOwner(lost, unknown)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(reads).toEqual([]);
  });

  it('reads any other store as before, and a route without a store gets none', async () => {
    const owner = await createUser(t.app, t.database.db, { store: {} });
    const other = await createUser(t.app, t.database.db, { store: {} });
    const sessions = createSessionRepository(t.database.db);
    const { stores, reads } = watchedStores();

    const actor = signedIn(await sessions.findActive(owner.token, owner.storeId as string));
    await expect(stores.assertOwner(actor, other.storeId as string)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(reads).toEqual([other.storeId]);

    const plain = signedIn(await sessions.findActive(owner.token));
    expect(plain).toEqual({
      sessionId: expect.any(String),
      userId: owner.user.id,
      email: owner.user.email,
      role: null,
      office: { code: null, outlet: null },
      ownStoreId: owner.storeId,
      zone: null,
    });
    await expect(stores.assertOwner(plain, owner.storeId as string)).resolves.toMatchObject({ id: owner.storeId });
    expect(reads).toEqual([other.storeId, owner.storeId]);

    expect(await sessions.findActive('not-a-session', owner.storeId as string)).toBeNull();
  });

  it('brings a post-office admin’s own office with the session, and none for a code no office has', async () => {
    const sessions = createSessionRepository(t.database.db);
    const [office] = await t.database.db.select().from(outlets).where(eq(outlets.type, 3)).limit(1);
    if (!office) throw new Error('no post office in the seed');
    const admin = await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: office.code });
    expect(signedIn(await sessions.findActive(admin.token)).office).toEqual({
      code: office.code,
      outlet: { code: office.code, name: office.name, postcode: office.postcode },
    });
    const lost = await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: '99999' });
    expect(signedIn(await sessions.findActive(lost.token)).office).toEqual({ code: '99999', outlet: null });
  });
});
