import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';

/** What the users should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  forbiddenTitle: 'ไม่มีสิทธิ์เข้าถึง',
  storeNotFound: 'ไม่พบร้านค้า',
};

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`a delivery-only store has no shop to edit or show, even to its owner (${viewport.width} px)`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const owner = await confirmedAccount(request, 'draft-owner');
    const draft = await request.post('/api/stores/draft', { headers: owner.headers });
    expect(draft.ok()).toBe(true);
    const { uri } = await draft.json();
    await signInByCookie(page.context(), owner.email, FIXTURE_PASSWORD);

    for (const path of [`/stores/${uri}/products`, `/stores/${uri}/products/manage`, '/stores/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/manageStores\/manage$/);
    }
    await page.goto(`/stores/${uri}/main`);
    await expect(page.getByRole('main').getByText(th.storeNotFound)).toBeVisible();
    await saveNamedScreenshot(page, `th-draft-store-main-${viewport.width}`, { fullPage: false });
  });

  test(`the store form is not a post-office admin's (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInByCookie(page.context(), DEMO.admin, DEMO_PASSWORD);
    for (const path of ['/manageStores/manage', '/manageStores/manage?deliveryOnly=true', '/stores/orders']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/403$/);
    }
    await expect(page.getByRole('main').getByRole('heading', { name: th.forbiddenTitle })).toBeVisible();
    await saveNamedScreenshot(page, `th-admin-store-form-forbidden-${viewport.width}`, { fullPage: false });
  });
}
