import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser, signIn, uniqueEmail } from '../../../test/factories';
import { OUTLET_A, OUTLET_B, postOfficeAdmin } from '../../../test/reserve-fixtures';
import { storeInput } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { stores } from '../../db/schema/stores';

const t = useTestApp();
type Auth = Record<string, string>;
let central: { auth: Auth; user: { id: string; email: string } };
let outletAdmin: Auth;
let seller: Auth;
beforeAll(async () => {
  central = await postOfficeAdmin(t, '000000');
  outletAdmin = (await postOfficeAdmin(t, OUTLET_A)).auth;
  seller = (await createUser(t.app, t.database.db, { store: {} })).auth;
});

const register = (auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ThpRegister', headers: auth, payload });
const update = (auth: Auth, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/reports/users/updateUseradmin/${id}`, headers: auth, payload });
const remove = (auth: Auth, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/reports/users/deleteUseradmin/${id}`, headers: auth });
const byUserName = (auth: Auth, userName: string) =>
  t.app.inject({ url: `/api/reports/users/GetByUserNameUseradmin/${encodeURIComponent(userName)}`, headers: auth });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  role: 'AdminOutlet',
  outletCode: OUTLET_B,
  email: uniqueEmail('staff'),
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'สมศรี',
  lastName: '',
  phone: '021234567',
  ...overrides,
});

describe('POST /api/Account/ThpRegister', () => {
  it('adds an outlet user with their outlet, who then signs in and reads ThpAdminUserInfo', async () => {
    const input = newUser();
    const res = await register(central.auth, input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userName: input.email, role: 'AdminOutlet', outletCode: OUTLET_B, outletName: expect.any(String) });
    const token = await signIn(t.app, input.email, 'secret1');
    const info = await t.app.inject({ url: '/api/Account/ThpAdminUserInfo', headers: { authorization: `Bearer ${token}` } });
    expect(info.json()).toMatchObject({ email: input.email, role: 'AdminOutlet', outletCode: OUTLET_B, central: false });
  });

  it('fixes a new Admin to 000000 whatever outlet is sent, and ThpAdminUserInfo says central', async () => {
    const res = await register(central.auth, newUser({ role: 'Admin', outletCode: OUTLET_A }));
    expect(res.json()).toMatchObject({ role: 'Admin', outletCode: '000000' });
    const info = await t.app.inject({ url: '/api/Account/ThpAdminUserInfo', headers: central.auth });
    expect(info.json()).toMatchObject({ central: true, outletCode: '000000' });
  });

  it('needs an outlet code for the other roles: required, digits only, never 000000, and an outlet that exists', async () => {
    const missing = await register(central.auth, newUser({ role: 'AdminStaff', outletCode: '' }));
    expect(missing.statusCode).toBe(400);
    expect(issueAt(missing, 'outletCode')).toBe('กรุณาระบุรหัสที่ทำการไปรษณีย์');
    expect(issueAt(await register(central.auth, newUser({ outletCode: '10a10' })), 'outletCode')).toBe('รหัสที่ทำการไปรษณีย์ต้องเป็นตัวเลขเท่านั้น');
    expect(issueAt(await register(central.auth, newUser({ role: 'AdminEMS', outletCode: '000000' })), 'outletCode')).toBe(
      'รหัส 000000 ใช้ได้เฉพาะผู้ดูแลระบบส่วนกลาง',
    );
    const unknown = await register(central.auth, newUser({ outletCode: '99999' }));
    expect(unknown.statusCode).toBe(400);
    expect(apiError(unknown).code).toBe('ADMIN_OUTLET_NOT_FOUND');
    expect(issueAt(unknown, 'outletCode')).toBe('ไม่พบที่ทำการไปรษณีย์รหัส 99999');
  });

  it('wants a password of 6-100 characters with the spec’s message, a matching confirmation and a free e-mail', async () => {
    for (const password of ['12345', 'x'.repeat(101)]) {
      const res = await register(central.auth, newUser({ password, confirmPassword: password }));
      expect(issueAt(res, 'password')).toBe('รหัสผ่านต้องมีความยาว 6-100 ตัวอักษร');
    }
    expect(issueAt(await register(central.auth, newUser({ confirmPassword: 'other12' })), 'confirmPassword')).toBe('กรุณาระบุรหัสผ่านให้ตรงกัน');
    const taken = await register(central.auth, newUser({ email: central.user.email }));
    expect(taken.statusCode).toBe(409);
    expect(apiError(taken).code).toBe('EMAIL_TAKEN');
  });

  it('refuses a role that is not a post-office role', async () => {
    expect(issueAt(await register(central.auth, newUser({ role: 'SuperUser' })), 'role')).toBe('กรุณาเลือกสิทธิ์ผู้ใช้งาน');
  });

  it('is the central admin’s only', async () => {
    expect((await register(outletAdmin, newUser())).statusCode).toBe(403);
    expect((await register(seller, newUser())).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Account/ThpAdminUserInfo', headers: seller })).statusCode).toBe(403);
  });
});

describe('user administration (/api/reports/users)', () => {
  it('lists post-office users 10 a page, searchable, and finds one by user name', async () => {
    const input = newUser({ firstName: 'ค้นหาได้' });
    await register(central.auth, input);
    const page = (await t.app.inject({ url: '/api/reports/users/getUseradmin', headers: central.auth })).json();
    expect(page.paging.size).toBe(10);
    expect(page.contents.every((u: { role: string | null }) => u.role)).toBe(true);
    const found = (await t.app.inject({ url: '/api/reports/users/getUseradmin?searchString=ค้นหาได้', headers: central.auth })).json();
    expect(found.contents.map((u: { email: string }) => u.email)).toEqual([input.email]);
    expect((await byUserName(central.auth, input.email)).json()).toMatchObject({ email: input.email, firstName: 'ค้นหาได้' });
    expect((await byUserName(central.auth, 'nobody@example.test')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/reports/users/getUseradmin', headers: outletAdmin })).statusCode).toBe(403);
  });

  it('edits a user with the e-mail locked: the same e-mail passes, another is refused and nothing changes', async () => {
    const input = newUser();
    const { id } = (await register(central.auth, input)).json();
    const edit = { role: 'AdminStaff', outletCode: OUTLET_A, firstName: 'ใหม่', phone: '029999999' };
    const locked = await update(central.auth, id, { ...edit, email: 'other@example.test' });
    expect(locked.statusCode).toBe(400);
    expect(apiError(locked).code).toBe('ADMIN_EMAIL_LOCKED');
    expect(issueAt(locked, 'email')).toBe('ไม่สามารถแก้ไขอีเมลได้');
    expect((await byUserName(central.auth, input.email)).json()).toMatchObject({ role: 'AdminOutlet', firstName: 'สมศรี' });
    const saved = await update(central.auth, id, { ...edit, email: input.email });
    expect(saved.json()).toMatchObject({ email: input.email, role: 'AdminStaff', outletCode: OUTLET_A, firstName: 'ใหม่' });
    expect(issueAt(await update(central.auth, id, { ...edit, firstName: '', phone: '' }), 'firstName')).toBe('ไม่สามารถเว้นว่างได้');
    expect(apiError(await update(central.auth, id, { ...edit, outletCode: '99999' })).code).toBe('ADMIN_OUTLET_NOT_FOUND');
    expect((await update(outletAdmin, id, edit)).statusCode).toBe(403);
  });

  it('deletes a user, whose session then ends', async () => {
    const input = newUser();
    const { id } = (await register(central.auth, input)).json();
    const token = await signIn(t.app, input.email, 'secret1');
    expect((await remove(outletAdmin, id)).statusCode).toBe(403);
    expect((await remove(central.auth, id)).statusCode).toBe(204);
    expect((await byUserName(central.auth, input.email)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Account/ThpAdminUserInfo', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
    expect((await remove(central.auth, id)).statusCode).toBe(404);
  });

  it('keeps a deleted user who has records of their own as an ordinary user without the post-office role', async () => {
    const input = newUser();
    const { id } = (await register(central.auth, input)).json();
    await t.database.db.insert(stores).values({ uri: `po-records-${Date.now()}`, name: 'ร้านเก่า', type: 'Draft', ownerUserId: id });
    expect((await remove(central.auth, id)).statusCode).toBe(204);
    expect((await byUserName(central.auth, input.email)).statusCode).toBe(404);
    const [kept] = await t.database.db.select({ role: users.role, outletCode: users.outletCode }).from(users).where(eq(users.id, id));
    expect(kept).toEqual({ role: null, outletCode: null });
  });

  describe('the central admins', () => {
    it('keeps the last central admin: neither demoted nor deleted, even by themselves', async () => {
      await t.database.db
        .update(users)
        .set({ role: null })
        .where(and(eq(users.role, 'Admin'), ne(users.id, central.user.id)));
      const demote = await update(central.auth, central.user.id, { role: 'AdminOutlet', outletCode: OUTLET_A, firstName: 'ก', phone: '1' });
      expect(demote.statusCode).toBe(409);
      expect(apiError(demote).code).toBe('ADMIN_LAST_CENTRAL');
      expect(apiError(await remove(central.auth, central.user.id)).code).toBe('ADMIN_LAST_CENTRAL');
    });

    it('never lets an admin remove their own Admin role or delete themselves, but lets them remove another admin', async () => {
      const other = (await register(central.auth, newUser({ role: 'Admin' }))).json();
      const ownRole = await update(central.auth, central.user.id, { role: 'AdminStaff', outletCode: OUTLET_A, firstName: 'ก', phone: '1' });
      expect(apiError(ownRole).code).toBe('ADMIN_OWN_ROLE');
      expect(apiError(await remove(central.auth, central.user.id)).code).toBe('ADMIN_OWN_DELETE');
      const kept = await update(central.auth, central.user.id, { role: 'Admin', firstName: 'ผู้ดูแล', phone: '021234567' });
      expect(kept.json()).toMatchObject({ role: 'Admin', outletCode: '000000', firstName: 'ผู้ดูแล' });
      expect(
        (await update(central.auth, other.id, { role: 'AdminOutlet', outletCode: OUTLET_A, firstName: 'ก', phone: '1' })).statusCode,
      ).toBe(200);
      expect((await remove(central.auth, other.id)).statusCode).toBe(204);
    });
  });
});

describe('post-office users and stores', () => {
  it('never gives a post-office user a store: neither the Draft store of a shipping page nor a store form', async () => {
    const geo = await pickPostal(t.app);
    for (const role of ['Admin', 'AdminOutlet', 'AdminStaff', 'AdminEMS']) {
      const { auth } = await postOfficeAdmin(t, role === 'Admin' ? '000000' : OUTLET_A, role);
      const draft = await t.app.inject({ method: 'POST', url: '/api/stores/draft', headers: auth });
      expect(draft.statusCode).toBe(403);
      expect(apiError(draft).code).toBe('POST_OFFICE_USER_NO_STORE');
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/stores',
        headers: auth,
        payload: storeInput(geo, { uri: `po-${role.toLowerCase()}` }),
      });
      expect(apiError(form).code).toBe('POST_OFFICE_USER_NO_STORE');
      const info = (await t.app.inject({ url: '/api/Account/UserInfo', headers: auth })).json();
      expect(info.storeId).toBeNull();
    }
  });
});
