import { expect, test } from '@playwright/test';
import { DEMO, LANGS, openMainIn, saveScreenshot } from './support/journey-helpers';
import { TEXTS } from './support/texts';

for (const lang of LANGS) {
  test(`[${lang}] sign-in failures show the spec's messages`, async ({ page }) => {
    const t = TEXTS[lang];
    await openMainIn(page, lang);
    await page.goto('/signin');
    const submit = page.getByRole('button', { name: t.signInButton, exact: true });

    await test.step('an empty form: field messages and the "form invalid" toast', async () => {
      await submit.click();
      await expect(page.getByText(t.signInFormInvalid)).toBeVisible();
      await expect(page.getByText(t.required)).toHaveCount(2);
    });

    await test.step('a wrong password: "the e-mail or password is incorrect"', async () => {
      await page.locator('input[name="username"]').fill(DEMO.buyer.toUpperCase());
      await page.locator('input[name="password"]').fill('not-the-password');
      await submit.click();
      await expect(page).toHaveURL(/\/signin\?msg=INVALID_CREDENTIALS$/);
      await expect(page.getByRole('alert').filter({ hasText: t.invalidCredentials })).toBeVisible();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await saveScreenshot(page, lang, 'sign-in-wrong-password');
    });
  });
}
