import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressEntryCalls, pickPostal, recipientInput } from '../../../test/address-fixtures';
import { expectEachForbidden, issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { useFixture, useTestApp } from '../../../test/use-test-app';
import { shipAddresses } from '../../db/schema/address-book';

const t = useTestApp();
const geo = useFixture(() => pickPostal(t.app, '50200'));

async function seller() {
  const s = await createUser(t.app, t.database.db, { store: {} });
  const url = `/api/stores/${s.storeId}/address/ship`;
  const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: s.auth, payload });
  const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `${url}${query}`, headers: s.auth })).json();
  return { ...s, url, post, list };
}

describe('recipient form validation (spec 1 section 5)', () => {
  it('gives the spec message for each over-long or missing field, phone optional', async () => {
    const s = await seller();
    const long = await s.post(
      recipientInput(geo, { name: 'ก'.repeat(51), surname: 'ค'.repeat(51), phone: '1'.repeat(51), remark: 'ข'.repeat(141) }),
    );
    expect(issueMessages(long.json())).toEqual({
      name: 'ความยาวชื่อจริงต้องไม่เกิน 50 ตัวอักษร',
      surname: 'ความยาวนามสกุลต้องไม่เกิน 50 ตัวอักษร',
      phone: 'ความยาวโทรศัพท์ห้ามเกิน 50 ตัวอักษร',
      remark: 'ความยาวหมายเหตุห้ามเกิน 140 ตัวอักษร',
    });
    const missing = await s.post({ name: ' ', homeAddress: '', postcode: '' });
    expect(Object.keys(issueMessages(missing.json())).sort()).toEqual([
      'borderId',
      'districtId',
      'homeAddress',
      'name',
      'postcode',
      'provinceId',
    ]);
    const noPhone = await s.post(recipientInput(geo, { phone: undefined, remark: 'ร'.repeat(140) }));
    expect(noPhone.statusCode).toBe(201);
    expect(noPhone.json()).toMatchObject({ phone: '', name: 'สมหญิง', surname: 'รักดี', fullName: 'สมหญิง รักดี', provinceName: 'เชียงใหม่' });
    // First name and surname are kept as typed, a surname of two words included; the surname may be left out.
    const twoWordSurname = await s.post(recipientInput(geo, { name: 'สมชาย', surname: 'ณ อยุธยา' }));
    expect(twoWordSurname.json()).toMatchObject({ name: 'สมชาย', surname: 'ณ อยุธยา', fullName: 'สมชาย ณ อยุธยา' });
    const shop = await s.post(recipientInput(geo, { name: 'ร้านสมใจ', surname: undefined }));
    expect(shop.json()).toMatchObject({ name: 'ร้านสมใจ', surname: '', fullName: 'ร้านสมใจ' });
  });

  it('reads a row saved before the name had two fields as its full name split at the first space', async () => {
    const s = await seller();
    const id = (await s.post(recipientInput(geo))).json().id as string;
    await t.database.db.update(shipAddresses).set({ name: '', surname: '', fullName: 'มานี มีนา ใจดี' }).where(eq(shipAddresses.id, id));
    const [old] = (await s.list('')).contents.filter((r: { id: string }) => r.id === id);
    expect(old).toMatchObject({ name: 'มานี', surname: 'มีนา ใจดี', fullName: 'มานี มีนา ใจดี' });
  });
});

describe('an institution postcode and the office code swapped in for it', () => {
  it('saves the university sub-district with 40000, the code the outlet lookup swaps in for its 40002, and no other office code', async () => {
    const s = await seller();
    const university = await pickPostal(t.app, '40002');
    expect(university.postcode).toBe('40002');
    const swapped = await s.post(recipientInput(university, { postcode: '40000' }));
    expect(swapped.statusCode, swapped.body).toBe(201);
    expect(swapped.json().postcode).toBe('40000');
    const elsewhere = await s.post(recipientInput(university, { postcode: '10300' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(issueMessages(elsewhere.json())).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
  });
});

describe('recipient list', () => {
  it('searches by name or phone, pages by 10, 50 or 100, edits and deletes', async () => {
    const s = await seller();
    for (let i = 1; i <= 12; i++)
      await s.post(recipientInput(geo, { name: 'ผู้รับ', surname: `ที่${i}`, phone: `08100000${String(i).padStart(2, '0')}` }));
    expect((await s.list()).contents).toHaveLength(10);
    expect((await s.list('?size=50')).contents).toHaveLength(12);
    expect((await s.list('?size=10&page=2')).paging).toEqual({ page: 2, size: 10, totalCount: 12 });
    expect((await s.list(`?searchString=${encodeURIComponent('ที่7')}`)).contents.map((r: { fullName: string }) => r.fullName)).toEqual([
      'ผู้รับ ที่7',
    ]);
    const byPhone = (await s.list('?searchString=0810000011')).contents;
    expect(byPhone.map((r: { fullName: string }) => r.fullName)).toEqual(['ผู้รับ ที่11']);

    const id = byPhone[0].id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${s.url}/${id}`,
      headers: s.auth,
      payload: recipientInput(geo, { name: 'แก้ไข', surname: 'แล้ว' }),
    });
    expect(edited.json().fullName).toBe('แก้ไข แล้ว');
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/${id}`, headers: s.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/${id}`, headers: s.auth })).statusCode).toBe(404);
  });

  it('bulk-deletes the selected ids of this store only', async () => {
    const owner = await seller();
    const other = await seller();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push((await owner.post(recipientInput(geo, { name: 'ลบ', surname: `${i}` }))).json().id);
    const theirs = (await other.post(recipientInput(geo))).json().id;

    const empty = await t.app.inject({ method: 'DELETE', url: `${owner.url}/multiple`, headers: owner.auth, payload: { ids: [] } });
    expect(issueMessages(empty.json())).toEqual({ ids: 'กรุณาเลือกอย่างน้อย 1 รายการ' });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `${owner.url}/multiple`,
      headers: owner.auth,
      payload: { ids: [mine[0], mine[1], theirs] },
    });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await owner.list()).contents.map((r: { id: string }) => r.id)).toEqual([mine[2]]);
    expect((await other.list()).contents.map((r: { id: string }) => r.id)).toEqual([theirs]);
  });

  it('lists the signed-in user’s own saved addresses for checkout', async () => {
    const s = await seller();
    await s.post(recipientInput(geo, { name: 'ของฉัน', surname: 'เอง' }));
    const res = await t.app.inject({ method: 'GET', url: `/api/stores/${s.storeId}/address/ship/listByUser`, headers: s.auth });
    expect(res.json().contents.map((r: { fullName: string }) => r.fullName)).toEqual(['ของฉัน เอง']);
  });
});

describe('access from another store', () => {
  it('never reads or changes another store’s recipients', async () => {
    const owner = await seller();
    const recipient = (await owner.post(recipientInput(geo))).json();
    const intruder = await createUser(t.app, t.database.db, { store: {} });
    const calls = [
      ...addressEntryCalls(owner.url, recipient.id, recipientInput(geo, { name: 'ขโมย' }), recipientInput(geo)),
      { method: 'DELETE' as const, url: `${owner.url}/multiple`, payload: { ids: [recipient.id] } },
      { method: 'POST' as const, url: `${owner.url}/multiple`, payload: { rows: [{ name: 'ก ข', address: '1', postcode: '50200' }] } },
    ];
    await expectEachForbidden(t.app, intruder.auth, calls, recipient.id);
    expect((await owner.list()).contents).toHaveLength(1);
    const listByUser = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${owner.storeId}/address/ship/listByUser`,
      headers: intruder.auth,
    });
    // A store-scoped route: another store's path is refused before anything is read (the role matrix's owner check).
    expect(listByUser.statusCode).toBe(403);
  });
});
