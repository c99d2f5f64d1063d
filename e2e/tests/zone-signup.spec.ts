import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMailTo, saveNamedScreenshot, signIn, uniqueEmail } from './support/journey-helpers';
import { TEXTS } from './support/texts';

/**
 * Zone sign-up in Thai: the outside-deposit officer (demo ems@songdee.test, AdminEMS of 10110) hands out
 * their link; a customer signs up there and waits; sign-in is refused until the officer confirms; then the customer
 * lands on the mailing list and the account page shows the officer and the outlet.
 */
const OFFICER = 'ems@songdee.test';

async function fillZoneSignUp(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="firstName"]').fill('มานี');
  await page.locator('input[name="lastName"]').fill('ฝากส่ง');
  await page.locator('input[name="phoneNumber"]').fill('0899990000');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
}

test('a zone sign-up confirmed by the officer, then the zone user lands on the mailing list and sees the officer card', async ({
  browser,
}) => {
  // Two browsers through sign-up, the officer's decision, sign-in and the guarded addresses: longer than most.
  test.slow();
  const t = TEXTS.th;
  const officer = await browser.newPage();
  const customer = await browser.newPage();
  const email = uniqueEmail('zone');
  const password = 'zone-secret-1';

  const link = await test.step('the officer opens their zone users and copies the sign-up link', async () => {
    await signIn(officer, OFFICER, DEMO_PASSWORD, t);
    await officer.goto('/zone-users');
    await expect(officer.getByRole('heading', { name: 'ผู้สมัครผ่านเจ้าหน้าที่' })).toBeVisible();
    const value = await officer.getByTestId('zone-signup-link').inputValue();
    expect(value).toMatch(/\/signup-zone\?staff=[0-9a-f-]{36}$/);
    return value;
  });

  await test.step('the customer signs up through the link', async () => {
    await customer.goto(link);
    await expect(customer.getByTestId('zone-officer')).toHaveValue('สมศักดิ์ รับฝากนอก');
    await expect(customer.getByTestId('zone-outlet')).toHaveValue(/10110/);
    await fillZoneSignUp(customer, email, password);
    await saveNamedScreenshot(customer, 'th-zone-signup-form');
    await customer.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect(customer.getByTestId('zone-signup-done')).toContainText('กรุณารอการยืนยันจากเจ้าหน้าที่');
    await saveNamedScreenshot(customer, 'th-zone-signup-done');
  });

  await test.step('the same e-mail again: the same answer (no account enumeration), the owner is mailed', async () => {
    await customer.goto(link);
    await fillZoneSignUp(customer, email, password);
    await customer.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect(customer.getByTestId('zone-signup-done')).toContainText('กรุณารอการยืนยันจากเจ้าหน้าที่');
    expect((await latestMailTo(customer.request, email)).subject).toBe('มีการสมัครสมาชิกส่งดีด้วยอีเมลของคุณ');
  });

  await test.step('sign-in waits for the officer', async () => {
    await customer.goto('/signin');
    await customer.locator('input[name="username"]').fill(email);
    await customer.locator('input[name="password"]').fill(password);
    await customer.getByRole('button', { name: t.signInButton, exact: true }).click();
    await expect(customer.getByText('บัญชีของคุณรอการยืนยันจากเจ้าหน้าที่รับฝากนอกที่ทำการ').first()).toBeVisible();
    await expect(customer.getByTestId('user-menu')).toHaveCount(0);
  });

  await test.step('the officer confirms the customer', async () => {
    await officer.reload();
    const row = officer.locator(`[data-email="${email}"]`);
    await expect(row.getByTestId('zone-user-status')).toHaveText('รอการยืนยัน');
    await saveNamedScreenshot(officer, 'th-zone-users-pending');
    await row.getByTestId('zone-user-confirm').click();
    await expect(row.getByTestId('zone-user-status')).toHaveText('ยืนยันแล้ว');
  });

  await test.step('the zone user lands on the mailing list and sees the officer card', async () => {
    await customer.goto('/signin');
    await customer.locator('input[name="username"]').fill(email);
    await customer.locator('input[name="password"]').fill(password);
    await customer.getByRole('button', { name: t.signInButton, exact: true }).click();
    await expect(customer).toHaveURL(/\/stores\/mailings/);
    await saveNamedScreenshot(customer, 'th-zone-user-mailing-list');
    await customer.goto('/account-manage');
    const card = customer.getByTestId('zone-details');
    await expect(card.getByRole('textbox', { name: 'เจ้าหน้าที่รับฝากนอกที่ทำการ' })).toHaveValue('สมศักดิ์ รับฝากนอก');
    await expect(card.getByRole('textbox', { name: 'เบอร์โทรศัพท์เจ้าหน้าที่' })).toHaveValue('0861234567');
    await expect(card.getByRole('textbox', { name: 'ที่ทำการไปรษณีย์' })).not.toHaveValue('-');
    await saveNamedScreenshot(customer, 'th-zone-user-account');
  });

  await test.step('reservations and stock, which the zone user’s menu leaves out, are /403 by address too', async () => {
    for (const path of ['/stores/reserve', '/stores/reserve/manage', '/stores/stockbarcode']) {
      await customer.goto(path);
      await expect(customer).toHaveURL(/\/403$/);
    }
    await expect(customer.getByRole('main').getByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึง' })).toBeVisible();
  });
});

test('an account whose e-mail is not confirmed gets the confirmation mail again from the sign-in page', async ({ page, request }) => {
  const email = uniqueEmail('resend');
  const password = 'resend-secret-1';
  const registered = await request.post('/api/Account/Signup', {
    data: { email, firstName: 'ส่งซ้ำ', lastName: 'ทดสอบ', password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/signin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: TEXTS.th.signInButton, exact: true }).click();
  await expect(page.getByTestId('email-not-confirmed')).toBeVisible();
  await page.getByTestId('resend-confirmation').click();
  await expect(page.getByText('หากอีเมลนี้มีบัญชีที่ยังไม่ได้ยืนยัน เราได้ส่งลิงก์ยืนยันไปให้อีกครั้งแล้ว')).toBeVisible();
  await saveNamedScreenshot(page, 'th-resend-confirmation');
});
