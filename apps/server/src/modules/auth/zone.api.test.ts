import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, findUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const officer = () =>
  createUser(t.app, t.database.db, { role: 'AdminEMS', outletCode: '10110', firstName: 'สมศักดิ์', lastName: 'รับฝาก', phone: '0861234567' });

const signUpBody = (staffId: string, email = uniqueEmail('zone')) => ({
  staffId,
  email,
  firstName: 'ลูกค้า',
  lastName: 'โซน',
  phoneNumber: '0811111111',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
});

const zoneSignUp = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ZoneSignup', payload: body, headers: { 'accept-language': 'th' } });
const token = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Token',
    payload: { grant_type: 'password', username: email, password: TEST_PASSWORD },
    headers: { 'accept-language': 'th' },
  });
/** The officer `auth` confirms or rejects the zone user `userId`. */
const decide = (auth: Record<string, string>, userId: string, decision: 'confirm' | 'reject') =>
  t.app.inject({ method: 'PUT', url: `/api/Account/ZoneUsers/${userId}`, headers: auth, payload: { decision } });

describe('GET /api/admin/staffs/:id', () => {
  it('answers an outside-deposit officer with their outlet, and nobody else', async () => {
    const { user } = await officer();
    const res = await t.app.inject(`/api/admin/staffs/${user.id}`);
    expect(res.json()).toEqual({
      id: user.id,
      firstName: 'สมศักดิ์',
      lastName: 'รับฝาก',
      phone: '0861234567',
      outlet: { code: '10110', name: expect.any(String) },
    });
    const outletAdmin = await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: '10110' });
    expect((await t.app.inject(`/api/admin/staffs/${outletAdmin.user.id}`)).json().error.code).toBe('ZONE_STAFF_NOT_FOUND');
    expect((await t.app.inject(`/api/admin/staffs/${randomUUID()}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/admin/staffs/not-an-id')).statusCode).toBe(400);
  });
});

describe('zone sign-up, the officer decides, then sign-in', () => {
  it('a zone user waits for the officer, is confirmed, signs in and sees the officer and outlet', async () => {
    const staff = await officer();
    const body = signUpBody(staff.user.id);
    const first = await zoneSignUp(body);
    expect(first.statusCode).toBe(201);

    // A taken e-mail answers like a new one (account-enumeration.api.test.ts) and keeps the first sign-up.
    const taken = await zoneSignUp({ ...body, firstName: 'คนอื่น' });
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 201, body: first.json() });
    expect((await findUser(t.database.db, body.email))?.firstName).toBe('ลูกค้า');

    // Not before the officer's confirmation.
    const early = await token(body.email);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('ZONE_NOT_CONFIRMED');

    const list = await t.app.inject({ url: '/api/Account/ZoneUsers?status=pending', headers: staff.auth });
    expect(list.json().contents).toEqual([
      expect.objectContaining({ email: body.email, firstName: 'ลูกค้า', phone: '0811111111', status: 'pending' }),
    ]);
    const userId = list.json().contents[0].id;

    // Another officer neither sees nor decides them; a non-officer is refused.
    const other = await officer();
    expect((await t.app.inject({ url: '/api/Account/ZoneUsers', headers: other.auth })).json().contents).toEqual([]);
    const foreign = await decide(other.auth, userId, 'confirm');
    expect(foreign.statusCode).toBe(404);
    const buyer = await createUser(t.app, t.database.db);
    expect((await t.app.inject({ url: '/api/Account/ZoneUsers', headers: buyer.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Account/ZoneUsers' })).statusCode).toBe(401);

    const confirmed = await decide(staff.auth, userId, 'confirm');
    expect(confirmed.json()).toMatchObject({ id: userId, status: 'confirmed' });
    // Decided once.
    const again = await decide(staff.auth, userId, 'reject');
    expect(again.statusCode).toBe(404);

    const bearer = await signIn(t.app, body.email);
    const me = await t.app.inject({ url: '/api/Account/UserInfo', headers: { authorization: `Bearer ${bearer}` } });
    expect(me.json()).toMatchObject({
      email: body.email,
      phone: '0811111111',
      zone: {
        postalCode: '10110',
        outletName: expect.any(String),
        staff: { id: staff.user.id, firstName: 'สมศักดิ์', lastName: 'รับฝาก', phone: '0861234567' },
      },
    });
  });

  it('a rejected zone user cannot sign in', async () => {
    const staff = await officer();
    const body = signUpBody(staff.user.id);
    await zoneSignUp(body);
    await decide(staff.auth, (await findUser(t.database.db, body.email))?.id ?? '', 'reject');
    expect((await token(body.email)).json().error.code).toBe('ZONE_NOT_CONFIRMED');
  });

  it('refuses an unknown officer or outlet, and bad input, creating nothing', async () => {
    const email = uniqueEmail('zone-refused');
    const unknown = await zoneSignUp(signUpBody(randomUUID(), email));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ZONE_STAFF_NOT_FOUND');
    const noOutlet = await createUser(t.app, t.database.db, { role: 'AdminEMS', outletCode: '99999' });
    expect((await zoneSignUp(signUpBody(noOutlet.user.id, email))).statusCode).toBe(404);
    const staff = await officer();
    const bad = await zoneSignUp({ ...signUpBody(staff.user.id, email), password: '12345', confirmPassword: '54321', phoneNumber: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['confirmPassword', 'password', 'phoneNumber']);
    expect(await findUser(t.database.db, email)).toBeUndefined();
  });
});
