import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { OUTLET_A, OUTLET_B, outletId, postOfficeAdmin } from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let central: Record<string, string>;
let clerk: Record<string, string>;
let seller: Record<string, string>;
beforeAll(async () => {
  central = (await postOfficeAdmin(t, '000000')).auth;
  clerk = (await postOfficeAdmin(t, OUTLET_A)).auth;
  seller = (await createUser(t.app, t.database.db, { store: {} })).auth;
});

const list = (auth: Record<string, string>, type: number | string, query = '') =>
  t.app.inject({ url: `/api/contact/${type}${query}`, headers: auth });
const save = (auth: Record<string, string>, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/contact/${id}`, headers: auth, payload: payload as object });

const contact = (code: string, overrides: Record<string, unknown> = {}) => ({
  outletCode: code,
  outletName: 'ที่ทำการไปรษณีย์ทดสอบ',
  tel: '02 123 4567',
  active: true,
  postJob: true,
  promptEms: false,
  ...overrides,
});

describe('GET /api/contact/:id', () => {
  it('pages the outlets of a type for the central admin, searchable by code, name or telephone', async () => {
    const offices = (await list(central, 3, '?size=5')).json();
    expect(offices.paging).toMatchObject({ page: 1, size: 5 });
    expect(offices.paging.totalCount).toBeGreaterThan(100);
    expect(offices.contents.every((o: { type: number }) => o.type === 3)).toBe(true);
    const centralOffice = (await list(central, 1)).json();
    expect(centralOffice.contents.map((o: { outletCode: string }) => o.outletCode)).toEqual(['000000']);
    const all = (await list(central, 0, '?size=1')).json();
    expect(all.paging.totalCount).toBe(offices.paging.totalCount + 1);
    const found = (await list(central, 0, `?searchString=${OUTLET_A}`)).json();
    expect(found.contents[0]).toMatchObject({ outletCode: OUTLET_A, type: 3 });
  });

  it('is the central admin’s only: an outlet admin, a seller and an anonymous caller are refused', async () => {
    expect((await list(clerk, 3)).statusCode).toBe(403);
    expect((await list(seller, 3)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/contact/3' })).statusCode).toBe(401);
    expect((await list(central, 'x')).statusCode).toBe(400);
  });
});

describe('PUT /api/contact/:id', () => {
  it('saves an outlet’s name, telephone and services', async () => {
    const id = await outletId(t, OUTLET_B);
    const res = await save(central, id, contact(OUTLET_B, { tel: '02 999 0000', postJob: true, active: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      outletCode: OUTLET_B,
      outletName: 'ที่ทำการไปรษณีย์ทดสอบ',
      tel: '02 999 0000',
      active: false,
      postJob: true,
    });
    const postJob = await t.app.inject({ url: `/api/contact/${OUTLET_B}/postjob`, headers: seller });
    expect(postJob.json()).toEqual({ id, outletCode: OUTLET_B, outletName: 'ที่ทำการไปรษณีย์ทดสอบ', tel: '02 999 0000', postJob: true });
    // A post office without the ready-to-send service takes no reservations.
    const store = await createUser(t.app, t.database.db, { store: {} });
    const reserve = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${store.storeId}/reserves`,
      headers: store.auth,
      payload: { outletId: id, lines: [{ boxSizeId: 3, sets: 1 }] },
    });
    expect(apiError(reserve).code).toBe('RESERVE_OUTLET_UNAVAILABLE');
  });

  it('requires code, name and tel, each at its field in Thai; the code is digits only', async () => {
    const id = await outletId(t, OUTLET_B);
    const empty = await save(central, id, contact('', { outletName: ' ', tel: '' }));
    expect(empty.statusCode).toBe(400);
    expect(issueAt(empty, 'outletCode')).toBe('ไม่สามารถเว้นว่างได้');
    expect(issueAt(empty, 'outletName')).toBe('ไม่สามารถเว้นว่างได้');
    expect(issueAt(empty, 'tel')).toBe('ไม่สามารถเว้นว่างได้');
    const letters = await save(central, id, contact('10A00'));
    expect(issueAt(letters, 'outletCode')).toBe('รหัสที่ทำการไปรษณีย์ต้องเป็นตัวเลข 5 หรือ 6 หลัก');
  });

  it('refuses a code another outlet has, and the central office’s code for any other outlet', async () => {
    const id = await outletId(t, OUTLET_B);
    const taken = await save(central, id, contact(OUTLET_A));
    expect(taken.statusCode).toBe(409);
    expect(apiError(taken)).toMatchObject({ code: 'OUTLET_CODE_TAKEN', message: `รหัสที่ทำการไปรษณีย์ ${OUTLET_A} ถูกใช้แล้ว` });
    expect(apiError(await save(central, id, contact('000000'))).code).toBe('OUTLET_CODE_TAKEN');
    expect(apiError(await save(central, await outletId(t, '000000'), contact('99999'))).code).toBe('OUTLET_CODE_TAKEN');
    expect(apiError(await save(central, '00000000-0000-4000-8000-000000000000', contact('99998'))).code).toBe('OUTLET_NOT_FOUND');
  });

  it('is the central admin’s only', async () => {
    const id = await outletId(t, OUTLET_A);
    expect((await save(clerk, id, contact(OUTLET_A))).statusCode).toBe(403);
    expect((await save(seller, id, contact(OUTLET_A))).statusCode).toBe(403);
  });
});

describe('GET /api/contact/:id/postjob', () => {
  it('answers by outlet id or code; an unknown outlet is 404, a malformed id 400', async () => {
    const id = await outletId(t, OUTLET_A);
    const byId = (await t.app.inject({ url: `/api/contact/${id}/postjob`, headers: seller })).json();
    const byCode = (await t.app.inject({ url: `/api/contact/${OUTLET_A}/postjob`, headers: seller })).json();
    expect(byId).toEqual(byCode);
    expect(byId).toMatchObject({ id, outletCode: OUTLET_A });
    expect(typeof byId.postJob).toBe('boolean');
    expect((await t.app.inject({ url: '/api/contact/99999/postjob', headers: seller })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/contact/abc/postjob', headers: seller })).statusCode).toBe(400);
  });
});
