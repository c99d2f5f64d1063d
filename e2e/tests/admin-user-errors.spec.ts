import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signInByCookie } from './support/journey-helpers';

/** What the central admin should read under the refused fields (Thai), written out so a wrong catalog entry fails. */
const th = {
  outletNotFound: 'ไม่พบที่ทำการไปรษณีย์รหัส 99999',
  emailTaken: 'อีเมลนี้ถูกใช้งานแล้ว',
};

/** Collects the page's uncaught errors: a refused save must not throw in the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`the server's refusals of a post-office user's form show under their fields (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = pageErrors(page);
    await signInByCookie(page.context(), DEMO.admin, DEMO_PASSWORD);

    await test.step('adding: an unknown outlet and a taken e-mail are said under their fields', async () => {
      await page.goto('/thpusermanage');
      await page.getByTestId('add-admin-user').click();
      const dialog = page.getByTestId('admin-user-add-dialog');
      await dialog.getByTestId('admin-user-role').selectOption('AdminStaff');
      await dialog.getByTestId('admin-user-outlet').fill('99999');
      await dialog.locator('input[name="email"]').fill(DEMO.seller);
      await dialog.locator('input[name="password"]').fill('secret123');
      await dialog.locator('input[name="confirmPassword"]').fill('secret123');
      await dialog.locator('input[name="firstName"]').fill('มานะ');
      await dialog.locator('input[name="phone"]').fill('021112222');
      await dialog.getByTestId('admin-user-save').click();
      await expect(dialog.getByText(th.outletNotFound)).toBeVisible();
      await expect(dialog.getByTestId('admin-user-outlet')).toHaveAttribute('aria-invalid', 'true');
      await saveNamedScreenshot(page, `th-admin-user-add-refused-${viewport.width}`, { fullPage: false });

      // The outlet exists now; the e-mail is the demo seller's.
      await dialog.getByTestId('admin-user-outlet').fill('10110');
      await dialog.getByTestId('admin-user-save').click();
      await expect(dialog.getByText(th.emailTaken)).toBeVisible();
      await expect(dialog.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByTestId('admin-user-save')).toBeVisible();
    });

    await test.step('editing: an unknown outlet is said under its field', async () => {
      await page.goto(`/thpchangeuser/${DEMO.outlet}`);
      await page.getByTestId('admin-user-outlet').fill('99999');
      await page.getByTestId('admin-user-save').click();
      await expect(page.getByText(th.outletNotFound)).toBeVisible();
      await expect(page).toHaveURL(/\/thpchangeuser\//);
      await saveNamedScreenshot(page, `th-admin-user-edit-refused-${viewport.width}`, { fullPage: false });
    });

    expect(errors).toEqual([]);
  });
}
