import { expect, test } from '@playwright/test';
import { LANGS, latestMailTo, linkIn, openMainIn, saveScreenshot, uniqueEmail } from './support/journey-helpers';
import { TEXTS } from './support/texts';

for (const lang of LANGS) {
  test(`[${lang}] sign up, confirm the e-mail, sign in, change the password, sign out, sign in again`, async ({ page, request }) => {
    const t = TEXTS[lang];
    const email = uniqueEmail(lang);
    const typedEmail = email.replace('e2e', 'E2E').replace('example.com', 'Example.COM');
    const password = 'first-pass-1';
    const newPassword = 'second-pass-2';

    await test.step('main, in the chosen language', async () => {
      await openMainIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heroHeadline);
      await expect(page.getByTestId('versions')).toContainText(t.version);
      await saveScreenshot(page, lang, '01-main');
    });

    await test.step('sign up: validation messages, then a valid form', async () => {
      await page.getByRole('link', { name: t.signUpLink }).first().click();
      await expect(page).toHaveURL(/\/signup$/);
      const submit = page.getByRole('button', { name: t.signUpButton, exact: true });
      await expect(submit).toBeDisabled();

      await page.locator('input[name="firstName"]').focus();
      await page.locator('input[name="lastName"]').focus();
      await expect(page.getByText(t.required).first()).toBeVisible();

      await page.locator('input[name="email"]').fill(typedEmail);
      await page.locator('input[name="firstName"]').fill('สมศรี');
      await page.locator('input[name="lastName"]').fill('ทดสอบ');
      await page.locator('input[name="password"]').fill(password);
      await page.locator('input[name="confirmPassword"]').fill('something-else');
      await page.locator('input[name="confirmPassword"]').blur();
      await expect(page.getByText(t.passwordMismatch)).toBeVisible();
      await expect(submit).toBeDisabled();
      await saveScreenshot(page, lang, '02-sign-up-invalid');

      await page.locator('input[name="confirmPassword"]').fill(password);
      await expect(submit).toBeEnabled();
      await saveScreenshot(page, lang, '03-sign-up');
      await submit.click();
      await expect(page).toHaveURL(/\/signin\?signUp=true/);
      await expect(page.getByTestId('after-register-alert')).toContainText(t.afterRegister);
      await saveScreenshot(page, lang, '04-after-register');
    });

    await test.step('confirm the e-mail from the link in the outbox', async () => {
      // The address was typed in mixed case; the app registers it lower-cased.
      const mail = await latestMailTo(request, email);
      expect(mail.subject).toBe(t.confirmMailSubject);
      await page.goto(linkIn(mail.text, '/confirmemail'));
      await expect(page.getByTestId('confirm-email-success')).toBeVisible();
      await expect(page.getByRole('heading', { name: t.emailConfirmed })).toBeVisible();
      await saveScreenshot(page, lang, '05-email-confirmed');
    });

    await test.step('sign in', async () => {
      await page.getByRole('link', { name: t.toSignIn }).click();
      await expect(page).toHaveURL(/\/signin$/);
      await page.locator('input[name="username"]').fill(typedEmail);
      await page.locator('input[name="password"]').fill(password);
      await saveScreenshot(page, lang, '06-sign-in');
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      // A user without a store sees both the sell and the shipping menus.
      await expect(page.getByTestId('menu-sell')).toHaveText(t.sellMenu);
      await expect(page.getByTestId('menu-ship')).toHaveText(t.shipMenu);
      await saveScreenshot(page, lang, '07-signed-in');
    });

    await test.step('account page: edit personal details', async () => {
      await page.goto('/account-manage');
      await expect(page.getByRole('heading', { name: t.accountTitle })).toBeVisible();
      await expect(page.locator('input[name="firstName"]')).toHaveValue('สมศรี');
      await page.locator('input[name="phone"]').fill('0811112222');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.accountUpdated)).toBeVisible();
      await saveScreenshot(page, lang, '08-account');
    });

    await test.step('change the password: a wrong old one first, then the right one', async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.changePassword }).click();
      await expect(page).toHaveURL(/\/changepassword$/);
      // The account page has a change-password form too: the URL changes before the new page replaces it (a router
      // transition), so the form is filled only once the account page has gone.
      await expect(page.getByRole('heading', { name: t.accountTitle })).toHaveCount(0);
      const form = page.getByTestId('change-password-form');
      await form.locator('input[name="oldPassword"]').fill('not-my-password');
      await form.locator('input[name="newPassword"]').fill(newPassword);
      await form.locator('input[name="confirmPassword"]').fill(newPassword);
      await form.getByRole('button', { name: t.changePassword }).click();
      await expect(form.getByText(t.wrongPassword)).toBeVisible();

      await form.locator('input[name="oldPassword"]').fill(password);
      await saveScreenshot(page, lang, '09-change-password');
      await form.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByText(t.passwordChanged)).toBeVisible();
      await saveScreenshot(page, lang, '10-password-changed');
    });

    await test.step('sign out', async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await expect(page.getByText(t.signedOut)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await saveScreenshot(page, lang, '11-signed-out');
    });

    await test.step('sign in with the new password', async () => {
      await page.getByRole('link', { name: t.signInLink }).first().click();
      await page.locator('input[name="username"]').fill(email);
      await page.locator('input[name="password"]').fill(newPassword);
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await saveScreenshot(page, lang, '12-signed-in-again');
    });
  });
}
