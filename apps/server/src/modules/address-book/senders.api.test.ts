import { describe, expect, it } from 'vitest';
import { addressEntryCalls, pickPostal, senderInput } from '../../../test/address-fixtures';
import { expectEachForbidden, issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { useFixture, useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const geo = useFixture(() => pickPostal(t.app));

async function seller() {
  const s = await createUser(t.app, t.database.db, { store: {} });
  const url = `/api/stores/${s.storeId}/address/send`;
  const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: s.auth, payload });
  return { ...s, url, post };
}

describe('sender form validation (spec 1 section 5)', () => {
  it('gives the spec message for each over-long or missing field', async () => {
    const s = await seller();
    const long = await s.post(senderInput(geo, { name: 'ก'.repeat(51), surname: 'ข'.repeat(51), phone: '1'.repeat(51) }));
    expect(long.statusCode).toBe(400);
    expect(issueMessages(long.json())).toEqual({
      name: 'ความยาวชื่อห้ามเกิน 50 ตัวอักษร',
      surname: 'ความยาวนามสกุลห้ามเกิน 50 ตัวอักษร',
      phone: 'ความยาวโทรศัพท์ห้ามเกิน 50 ตัวอักษร',
    });
    const missing = await s.post({ name: '', surname: ' ', phone: '', homeAddress: '', postcode: '' });
    expect(issueMessages(missing.json())).toEqual({
      name: 'ไม่สามารถเว้นว่างได้',
      surname: 'ไม่สามารถเว้นว่างได้',
      phone: 'ไม่สามารถเว้นว่างได้',
      homeAddress: 'ไม่สามารถเว้นว่างได้',
      provinceId: 'ไม่สามารถเว้นว่างได้',
      borderId: 'ไม่สามารถเว้นว่างได้',
      districtId: 'ไม่สามารถเว้นว่างได้',
      postcode: 'ไม่สามารถเว้นว่างได้',
    });
  });

  it('refuses a malformed postcode and one that does not serve the chosen district', async () => {
    const s = await seller();
    expect(issueMessages((await s.post(senderInput(geo, { postcode: '1011' }))).json())).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    const elsewhere = await s.post(senderInput(geo, { postcode: '50200' }));
    expect(issueMessages(elsewhere.json())).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    const mismatched = await s.post(senderInput(geo, { provinceId: 50 }));
    expect(issueMessages(mismatched.json())).toEqual({ districtId: 'อำเภอหรือตำบลไม่อยู่ในจังหวัดที่เลือก' });
    const list = await t.app.inject({ method: 'GET', url: s.url, headers: s.auth });
    expect(list.json().paging.totalCount).toBe(0);
  });
});

describe('exactly one default sender', () => {
  it('makes the first sender default, moves the flag, and never deletes the default', async () => {
    const s = await seller();
    const first = (await s.post(senderInput(geo, { name: 'แรก' }))).json();
    const second = (await s.post(senderInput(geo, { name: 'สอง' }))).json();
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(false);
    // The moo typed as "-" is left out of the composed address.
    expect(first.address).toMatch(/^99\/9 ซอยสุขุมวิท 22 ถนนสุขุมวิท แขวง\S+ เขต\S+ กรุงเทพมหานคร 10110$/);
    expect(first).toMatchObject({ provinceName: 'กรุงเทพมหานคร', postcode: '10110' });

    const refused = await t.app.inject({ method: 'DELETE', url: `${s.url}/${first.id}`, headers: s.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('DEFAULT_SENDER_UNDELETABLE');

    const marked = await t.app.inject({ method: 'PUT', url: `${s.url}/${second.id}/markAsDefault`, headers: s.auth });
    expect(marked.json().isDefault).toBe(true);
    const def = await t.app.inject({ method: 'GET', url: `${s.url}/senderAddr/default`, headers: s.auth });
    expect(def.json().id).toBe(second.id);
    const list = (await t.app.inject({ method: 'GET', url: s.url, headers: s.auth })).json();
    expect(list.contents.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([second.id]);

    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/${first.id}`, headers: s.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/${second.id}`, headers: s.auth })).statusCode).toBe(409);
  });

  it('answers 404 for the default of a store with no senders', async () => {
    const s = await seller();
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/senderAddr/default`, headers: s.auth })).statusCode).toBe(404);
  });
});

describe('GET /api/stores/:storeId/address/send', () => {
  it('searches by name and pages by 10', async () => {
    const s = await seller();
    for (let i = 1; i <= 12; i++) await s.post(senderInput(geo, { name: `ผู้ส่ง${i}`, surname: i === 7 ? 'พิเศษ' : 'ธรรมดา' }));
    const page1 = (await t.app.inject({ method: 'GET', url: s.url, headers: s.auth })).json();
    expect(page1.contents).toHaveLength(10);
    expect(page1.paging).toEqual({ page: 1, size: 10, totalCount: 12 });
    const page2 = (await t.app.inject({ method: 'GET', url: `${s.url}?page=2`, headers: s.auth })).json();
    expect(page2.contents).toHaveLength(2);
    const found = (
      await t.app.inject({ method: 'GET', url: `${s.url}?searchString=${encodeURIComponent('พิเศษ')}`, headers: s.auth })
    ).json();
    expect(found.contents.map((a: { name: string }) => a.name)).toEqual(['ผู้ส่ง7']);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${s.url}/${found.contents[0].id}`,
      headers: s.auth,
      payload: senderInput(geo, { name: 'แก้แล้ว' }),
    });
    expect(edited.json().name).toBe('แก้แล้ว');
  });
});

describe('access from another store', () => {
  it('never reads or changes another store’s senders', async () => {
    const owner = await seller();
    const sender = (await owner.post(senderInput(geo))).json();
    const intruder = await createUser(t.app, t.database.db, { store: {} });
    const calls = [
      ...addressEntryCalls(owner.url, sender.id, senderInput(geo, { name: 'ขโมย' }), senderInput(geo)),
      { method: 'GET' as const, url: `${owner.url}/senderAddr/default` },
      { method: 'PUT' as const, url: `${owner.url}/${sender.id}/markAsDefault` },
    ];
    await expectEachForbidden(t.app, intruder.auth, calls, sender.id);
    // Through the intruder's own store id, the owner's sender does not exist.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${intruder.storeId}/address/send/${sender.id}`,
      headers: intruder.auth,
    });
    expect(own.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/stores/00000000-0000-0000-0000-000000000000/address/send',
      headers: intruder.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: owner.url })).statusCode).toBe(401);
    const after = await t.app.inject({ method: 'GET', url: `${owner.url}/${sender.id}`, headers: owner.auth });
    expect(after.json().name).toBe('สมชาย');
  });
});
