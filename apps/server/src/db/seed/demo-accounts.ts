import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets';
import type { Database } from '../client';
import { users } from '../schema/auth';
import { stores } from '../schema/stores';

export const DEMO_PASSWORD = 'songdee123';

export const DEMO_ACCOUNTS = [
  {
    email: 'seller@songdee.test',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phone: '0812345678',
    role: null,
    store: { uri: 'somchai-shop', name: 'ร้านสมชาย' },
  },
  { email: 'buyer@songdee.test', firstName: 'สมหญิง', lastName: 'รักดี', phone: '0898765432', role: null, store: null },
  { email: 'admin@songdee.test', firstName: 'ผู้ดูแล', lastName: 'ไปรษณีย์กลาง', phone: '021234567', role: 'Admin', store: null },
  { email: 'outlet@songdee.test', firstName: 'เจ้าหน้าที่', lastName: 'ไปรษณีย์คลองเตย', phone: '022491234', role: 'AdminOutlet', store: null },
  // The outside-deposit officer of 10110: zone users sign up through their link (/signup-zone?staff=<id>).
  { email: 'ems@songdee.test', firstName: 'สมศักดิ์', lastName: 'รับฝากนอก', phone: '0861234567', role: 'AdminEMS', store: null },
  { email: 'staff@songdee.test', firstName: 'พนักงาน', lastName: 'ไปรษณีย์คลองเตย', phone: '022491235', role: 'AdminStaff', store: null },
] as const;

/** The demo outlet admin's post office (ที่ทำการไปรษณีย์ of 10110, Khlong Toei); the demo seller's reservations are made there. */
export const DEMO_OUTLET_CODE = '10110';

/** Creates the demo seller (with a published store), buyer and one user per post-office role (the outlet ones at 10110) once. */
export async function seedDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        emailConfirmed: true,
        role: account.role,
        outletCode: account.role === 'Admin' ? CENTRAL_OUTLET_CODE : account.role ? DEMO_OUTLET_CODE : null,
      })
      .onConflictDoNothing({ target: users.email });
    if (!account.store) continue;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!owner) continue;
    await db
      .insert(stores)
      .values({ uri: account.store.uri, name: account.store.name, type: 'Publish', ownerUserId: owner.id, phone: account.phone })
      .onConflictDoNothing();
  }
}
