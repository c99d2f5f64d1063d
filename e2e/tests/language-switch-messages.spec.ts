import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, openMainIn, saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { TEXTS } from './support/texts';

const th = TEXTS.th;
const en = TEXTS.en;

async function toEnglish(page: Page): Promise<void> {
  await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

async function screens(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 860 });
  await saveNamedScreenshot(page, `language-switch-${name}-1366`, { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await saveNamedScreenshot(page, `language-switch-${name}-390`, { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 860 });
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

test('messages already on screen follow a language switch: field errors, toasts, the server answer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await openMainIn(page, 'th');

  await test.step("the screen's own checks: field messages and the toast", async () => {
    await page.goto('/signin');
    await page.getByRole('button', { name: th.signInButton, exact: true }).click();
    await expect(toasts(page).filter({ hasText: th.signInFormInvalid })).toBeVisible();
    await expect(page.getByText(th.required)).toHaveCount(2);
    await toEnglish(page);
    await expect(toasts(page).filter({ hasText: en.signInFormInvalid })).toBeVisible();
    await expect(toasts(page).filter({ hasText: th.signInFormInvalid })).toHaveCount(0);
    await expect(page.getByText(en.required)).toHaveCount(2);
    await expect(page.getByText(th.required)).toHaveCount(0);
    await screens(page, 'sign-in');
  });

  await test.step("the server's refusal: under its field and as a toast", async () => {
    await openMainIn(page, 'th');
    await signInByCookie(page.context(), DEMO.buyer, DEMO_PASSWORD);
    await page.goto('/changepassword');
    const form = page.getByTestId('change-password-form');
    await form.locator('input[name="oldPassword"]').fill('not-the-password');
    await form.locator('input[name="newPassword"]').fill('another-password');
    await form.locator('input[name="confirmPassword"]').fill('another-password');
    await form.getByRole('button').last().click();
    await expect(form.getByText(th.wrongPassword)).toBeVisible();
    await expect(toasts(page).filter({ hasText: th.wrongPassword })).toBeVisible();
    await toEnglish(page);
    await expect(form.getByText(en.wrongPassword)).toBeVisible();
    await expect(toasts(page).filter({ hasText: en.wrongPassword })).toBeVisible();
    await expect(page.getByText(th.wrongPassword)).toHaveCount(0);
    await screens(page, 'change-password');
  });

  await test.step("a server's message shown on the page (an order that is not there)", async () => {
    await page.context().clearCookies();
    await openMainIn(page, 'th');
    await signInByCookie(page.context(), DEMO.seller, DEMO_PASSWORD);
    await page.goto(`/stores/orders/view?orderId=${randomUUID()}`);
    await expect(page.getByText('ไม่พบรายการสั่งซื้อ')).toBeVisible();
    await toEnglish(page);
    await expect(page.getByText('Order not found')).toBeVisible();
    await expect(page.getByText('ไม่พบรายการสั่งซื้อ')).toHaveCount(0);
    await screens(page, 'order-not-found');
  });
});
