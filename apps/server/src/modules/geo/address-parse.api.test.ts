import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const url = '/api/addresses/parse';

describe('POST /api/addresses/parse', () => {
  it('reads a pasted chat address into parts a recipient can be saved from as they are', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: seller.auth,
      payload: { text: 'คุณสมหญิง รักดี 081-234-5678\n12/3 ม.4 ซ.วัดเกต ต.ช้างเผือก อ.เมือง จ.เชียงใหม่ 50300' },
    });
    expect(res.statusCode).toBe(200);
    const parsed = res.json();
    expect(parsed).toMatchObject({
      name: 'สมหญิง',
      surname: 'รักดี',
      phone: '0812345678',
      homeAddress: '12/3',
      swine: '4',
      alley: 'วัดเกต',
      provinceName: 'เชียงใหม่',
      borderName: 'เมืองเชียงใหม่',
      districtName: 'ช้างเผือก',
      postcode: '50300',
      unsure: [],
    });
    // The ids are the database's: the recipient form saves what the reading filled in, unchanged.
    const { unsure, notes, unread, provinceName, borderName, districtName, ...parts } = parsed;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${seller.storeId}/address/ship`,
      headers: seller.auth,
      payload: parts,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ districtName: 'ช้างเผือก', postcode: '50300' });
  });

  it('answers in the same shape whatever it could not read, marking those parts unsure', async () => {
    const buyer = await createUser(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url, headers: buyer.auth, payload: { text: 'ฝากไว้หน้าบ้านนะคะ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provinceId: null, districtId: null, postcode: '' });
    expect(res.json().unsure).toEqual(expect.arrayContaining(['homeAddress', 'provinceId', 'postcode']));
  });

  it('refuses an empty or over-long text at its field, and a visitor before anything is read', async () => {
    const buyer = await createUser(t.app, t.database.db);
    const empty = await t.app.inject({ method: 'POST', url, headers: buyer.auth, payload: { text: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(issueMessages(empty.json())).toEqual({ text: 'ไม่สามารถเว้นว่างได้' });
    const long = await t.app.inject({ method: 'POST', url, headers: buyer.auth, payload: { text: 'ก'.repeat(1001) } });
    expect(long.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'POST', url, payload: { text: '12 ต.ช้างเผือก' } });
    expect(visitor.statusCode).toBe(401);
  });
});
