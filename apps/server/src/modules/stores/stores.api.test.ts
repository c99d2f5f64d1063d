import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('POST /api/stores/draft', () => {
  it('gives a user without a store a Draft store named after them, once', async () => {
    const { user, auth } = await createUser(t.app, t.database.db, { firstName: 'ส่ง', lastName: 'อย่างเดียว' });
    const first = await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: auth });
    expect(first.statusCode).toBe(200);
    const store = first.json();
    expect(store).toMatchObject({ type: 'Draft', name: 'ส่ง อย่างเดียว' });
    // Nothing of the owner's e-mail: a uri is testable by anyone (STORE_URI_TAKEN) and would tell its local part.
    expect(store.uri).toMatch(/^ship-[a-z0-9]{12}$/);
    expect(store.uri).not.toContain(user.email.split('@')[0]);
    const again = await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: auth });
    expect(again.json().id).toBe(store.id);
    const info = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth });
    expect(info.json()).toMatchObject({ storeId: store.id, storeUri: store.uri, storeType: 'Draft' });
  });

  it('keeps a published store as it is and needs a signed-in user', async () => {
    const seller = await createUser(t.app, t.database.db, { store: { type: 'Publish' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: seller.auth });
    expect(res.json()).toMatchObject({ id: seller.storeId, type: 'Publish' });
    expect((await t.app.inject({ method: 'POST', url: '/api/stores/draft' })).statusCode).toBe(401);
  });

  it('gives two owners of the same e-mail name different uris that reveal neither', async () => {
    const a = await createUser(t.app, t.database.db, { email: `same.name@a-${Date.now()}.test` });
    const b = await createUser(t.app, t.database.db, { email: `same.name@b-${Date.now()}.test` });
    const uriA = (await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: a.auth })).json().uri;
    const uriB = (await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: b.auth })).json().uri;
    expect(uriA).not.toBe(uriB);
    for (const uri of [uriA, uriB]) expect(uri).not.toContain('same.name');
  });
});
