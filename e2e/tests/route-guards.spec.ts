import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, LANGS, openMainIn, saveScreenshot, signIn } from './support/journey-helpers';
import { TEXTS } from './support/texts';

for (const lang of LANGS) {
  test.describe(`[${lang}] route guards`, () => {
    const t = TEXTS[lang];

    test('a signed-out user opening the account page goes to sign-in', async ({ page }) => {
      await openMainIn(page, lang);
      await page.goto('/account-manage');
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByRole('heading', { name: t.signInButton })).toBeVisible();
      // It was the page the user wanted: after signing in they come back to it.
      await page.locator('input[name="username"]').fill(DEMO.buyer);
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t.signInButton, exact: true }).click();
      await expect(page).toHaveURL(/\/account-manage$/);
      await expect(page.getByRole('heading', { name: t.accountTitle })).toBeVisible();
    });

    test('a buyer opening a store-owner route lands on /403 with links to sign in and main', async ({ page }) => {
      await openMainIn(page, lang);
      await signIn(page, DEMO.buyer, DEMO_PASSWORD, t);
      await page.goto('/stores/somchai-shop/products');
      await expect(page).toHaveURL(/\/403$/);
      await expect(page.getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
      await expect(page.getByTestId('forbidden-message')).toContainText(t.forbiddenMessage);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: t.signInLink })).toHaveAttribute('href', '/signin');
      await expect(main.getByRole('link', { name: t.toMain })).toHaveAttribute('href', '/');
      await saveScreenshot(page, lang, 'guard-403');

      // A post-office screen is no place for a buyer either.
      await page.goto('/thpusermanage');
      await expect(page).toHaveURL(/\/403$/);

      await main.getByRole('link', { name: t.toMain }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heroHeadline);
    });

    test('the store owner passes the same guard to the product list', async ({ page }) => {
      await openMainIn(page, lang);
      await signIn(page, DEMO.seller, DEMO_PASSWORD, t);
      await expect(page.getByTestId('menu-sell')).toHaveText(t.sellMenu);
      await page.goto('/stores/somchai-shop/products');
      await expect(page).toHaveURL(/\/stores\/somchai-shop\/products$/);
      await expect(page.getByRole('heading', { name: lang === 'th' ? 'สินค้าของร้าน' : 'Products', level: 1 })).toBeVisible();
    });

    test('a post-office admin lands on the admin account page with the reports and manage menus, every item built', async ({ page }) => {
      await openMainIn(page, lang);
      await signIn(page, DEMO.admin, DEMO_PASSWORD, t);
      await expect(page).toHaveURL(/\/thp-account-manage$/);
      await expect(page.getByRole('heading', { name: t.accountTitle })).toBeVisible();
      // The reports and the manage menu: users, outlets, news, landing content, barcode ranges, reservation confirmations.
      await expect(page.getByTestId('menu-adminReports')).toBeVisible();
      await page.getByTestId('menu-adminManage').click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items).toHaveCount(6);
      for (const [i, href] of ['/thpusermanage', '/contact-list', '/news', '/content', '/barcoderanges', '/confirmreservelist'].entries()) {
        await expect(items.nth(i)).toHaveAttribute('href', href);
      }
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.getByTestId('menu-sell')).toHaveCount(0);
      await saveScreenshot(page, lang, 'admin-landing');
      await page.goto('/news');
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'th' ? 'ข่าวประชาสัมพันธ์' : 'News');
    });

    test('an unknown URL goes to main', async ({ page }) => {
      await openMainIn(page, lang);
      await page.goto('/no/such/page?x=1');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heroHeadline);
    });
  });
}
