import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot } from './support/journey-helpers';

/** What the staff should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  staffSignIn: 'เข้าสู่ระบบเจ้าหน้าที่ไปรษณีย์',
  signIn: 'เข้าสู่ระบบ',
  wrongPassword: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
};

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`a guest opening a post-office page signs in as staff and comes back to it (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);

    await test.step('the guest is sent to the staff sign-in, with the page asked for and no social buttons', async () => {
      await page.goto('/thpreport?year=2025');
      await expect(page).toHaveURL(/\/thpsignin\?returnUrl=%2Fthpreport%3Fyear%3D2025$/);
      await expect(page.getByRole('heading', { name: th.staffSignIn, level: 1 })).toBeVisible();
      await expect(page.locator('[data-testid^="social-"]')).toHaveCount(0);
      await saveNamedScreenshot(page, `th-staff-sign-in-return-${viewport.width}`, { fullPage: false });
    });

    await test.step('a wrong password keeps the page asked for; the right one goes back there', async () => {
      await page.locator('input[name="username"]').fill(DEMO.admin);
      await page.locator('input[name="password"]').fill('not-the-password');
      await page.getByRole('button', { name: th.signIn, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: th.wrongPassword })).toBeVisible();
      await expect(page).toHaveURL(/returnUrl=%2Fthpreport/);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: th.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/thpreport\?year=2025$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('a sign-in link naming another site lands the staff on their account instead', async ({ page }) => {
  for (const crafted of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/thpsignin?returnUrl=${encodeURIComponent(crafted)}`);
    await page.locator('input[name="username"]').fill(DEMO.admin);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: th.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/thp-account-manage$/);
  }
});
