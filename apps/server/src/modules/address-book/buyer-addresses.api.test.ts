import { describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { apiError, issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { useFixture, useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const geo = useFixture(() => pickPostal(t.app, '50200'));
const url = '/api/Account/addresses';

/** Checkout's receiver fields, as the "save this address" box sends them. */
const addressInput = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'สมหญิง รักดี',
  phone: '0898765432',
  homeAddress: '12/3',
  swine: '-',
  street: 'ห้วยแก้ว',
  ...geo,
  ...overrides,
});

async function buyer() {
  const b = await createUser(t.app, t.database.db);
  const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...b.auth, ...headers }, payload });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: b.auth })).json();
  return { ...b, post, list };
}

describe('a buyer’s own address book', () => {
  it('saves an address with its names and composed line, and lists it newest first', async () => {
    const b = await buyer();
    const res = await b.post(addressInput());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fullName: 'สมหญิง รักดี',
      phone: '0898765432',
      homeAddress: '12/3',
      provinceName: 'เชียงใหม่',
      postcode: '50200',
    });
    // The composed line (its exact wording is the one composition rule's): parts in order, "-" skipped.
    expect(res.json().address).toMatch(/^12\/3 .*ห้วยแก้ว .*เชียงใหม่ 50200$/);
    expect(res.json().address).not.toContain('-');
    await b.post(addressInput({ fullName: 'คนที่ สอง', phone: undefined }));
    const listed = await b.list();
    expect(listed.contents.map((a: { fullName: string; phone: string }) => [a.fullName, a.phone])).toEqual([
      ['คนที่ สอง', ''],
      ['สมหญิง รักดี', '0898765432'],
    ]);
    expect(listed.paging).toEqual({ page: 1, size: 10, totalCount: 2 });
  });

  it('pages by 10, 50 or 100 and searches by name, phone or postcode', async () => {
    const b = await buyer();
    for (let i = 1; i <= 12; i++) await b.post(addressInput({ fullName: `ผู้รับ ที่${i}`, phone: `08100000${String(i).padStart(2, '0')}` }));
    expect((await b.list()).contents).toHaveLength(10);
    expect((await b.list('?size=50')).contents).toHaveLength(12);
    expect((await b.list('?size=100')).contents).toHaveLength(12);
    expect((await b.list('?page=2')).paging).toEqual({ page: 2, size: 10, totalCount: 12 });
    expect((await b.list('?page=2')).contents.map((a: { fullName: string }) => a.fullName)).toEqual(['ผู้รับ ที่2', 'ผู้รับ ที่1']);
    const byName = await b.list(`?searchString=${encodeURIComponent('ที่7')}`);
    expect(byName.contents.map((a: { fullName: string }) => a.fullName)).toEqual(['ผู้รับ ที่7']);
    expect((await b.list('?searchString=0810000011')).contents.map((a: { fullName: string }) => a.fullName)).toEqual(['ผู้รับ ที่11']);
    expect((await b.list('?searchString=50200')).paging.totalCount).toBe(12);
    expect((await b.list('?searchString=10110')).contents).toEqual([]);
  });

  it('edits and deletes an address', async () => {
    const b = await buyer();
    const id = (await b.post(addressInput())).json().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: b.auth,
      payload: addressInput({ fullName: 'แก้ไข แล้ว', homeAddress: '45', street: '' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, fullName: 'แก้ไข แล้ว', homeAddress: '45', street: '' });
    expect((await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: b.auth })).json().fullName).toBe('แก้ไข แล้ว');
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: b.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${url}/${id}`, headers: b.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: b.auth })).statusCode).toBe(404);
    expect((await b.list()).contents).toEqual([]);
  });

  it('makes one address of a create sent twice with the same Idempotency-Key', async () => {
    const b = await buyer();
    const key = { 'idempotency-key': 'checkout-1' };
    const first = await b.post(addressInput(), key);
    const again = await b.post(addressInput(), key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    // The same key with other details is a client reusing a key, not a retry: refused, nothing made.
    const reused = await b.post(addressInput({ fullName: 'ส่ง ซ้ำ' }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const [x, y] = await Promise.all([
      b.post(addressInput(), { 'idempotency-key': 'race' }),
      b.post(addressInput(), { 'idempotency-key': 'race' }),
    ]);
    expect(x.json().id).toBe(y.json().id);
    expect((await b.list()).paging.totalCount).toBe(2);
    // Another user's same key is their own.
    const other = await buyer();
    expect((await other.post(addressInput(), key)).statusCode).toBe(201);
  });

  it('never reads, changes or deletes another user’s address (404)', async () => {
    const owner = await buyer();
    const saved = (await owner.post(addressInput())).json();
    const intruder = await buyer();
    const calls = [
      { method: 'GET' as const, url: `${url}/${saved.id}` },
      { method: 'PUT' as const, url: `${url}/${saved.id}`, payload: addressInput({ fullName: 'ขโมย' }) },
      { method: 'DELETE' as const, url: `${url}/${saved.id}` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: intruder.auth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.body).not.toContain('สมหญิง');
    }
    expect((await intruder.list()).contents).toEqual([]);
    expect((await owner.list()).contents.map((a: { fullName: string }) => a.fullName)).toEqual(['สมหญิง รักดี']);
    for (const call of [{ method: 'GET' as const, url }, ...calls, { method: 'POST' as const, url, payload: addressInput() }]) {
      expect((await t.app.inject(call)).statusCode, `anonymous ${call.method}`).toBe(401);
    }
  });

  it('refuses bad input with a message at each field, in Thai by default and in English when asked', async () => {
    const b = await buyer();
    const missing = await b.post({ fullName: ' ', homeAddress: '', postcode: '' });
    expect(missing.statusCode).toBe(400);
    expect(issueMessages(missing.json())).toEqual({
      fullName: 'ไม่สามารถเว้นว่างได้',
      homeAddress: 'ไม่สามารถเว้นว่างได้',
      postcode: 'ไม่สามารถเว้นว่างได้',
      provinceId: 'ไม่สามารถเว้นว่างได้',
      borderId: 'ไม่สามารถเว้นว่างได้',
      districtId: 'ไม่สามารถเว้นว่างได้',
    });
    const long = await b.post(addressInput({ fullName: 'ก'.repeat(101), phone: '1'.repeat(51), postcode: '5020' }));
    expect(issueMessages(long.json())).toEqual({
      fullName: 'ความยาวชื่อห้ามเกิน 100 ตัวอักษร',
      phone: 'ความยาวเกิน 50 ตัวอักษร',
      postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง',
    });
    const english = await b.post(addressInput({ fullName: 'ก'.repeat(101), postcode: '5020' }), { 'accept-language': 'en' });
    expect(issueMessages(english.json())).toEqual({ fullName: 'Name must be at most 100 characters', postcode: 'Invalid postcode' });

    // The geography must nest and the postcode must serve the district (checked by the server, not only the screen).
    const bangkok = await pickPostal(t.app, '10110');
    const mixed = await b.post(addressInput({ districtId: bangkok.districtId }));
    expect(issueMessages(mixed.json())).toEqual({ districtId: 'อำเภอหรือตำบลไม่อยู่ในจังหวัดที่เลือก' });
    const wrongCode = await b.post(addressInput({ postcode: '10110' }), { 'accept-language': 'en' });
    expect(issueMessages(wrongCode.json())).toEqual({ postcode: 'Invalid postcode' });
    const edit = await t.app.inject({ method: 'PUT', url: `${url}/not-a-uuid`, headers: b.auth, payload: addressInput() });
    expect(apiError(edit).code).toBe('VALIDATION_FAILED');
    expect((await b.list()).contents).toEqual([]);
  });
});
