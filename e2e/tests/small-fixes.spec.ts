import { expect, type Page, type Response, test } from '@playwright/test';
import { saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { appShown } from './support/page-helpers';
import { confirmedAccount, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';

/**
 * Small things a user notices: no failing request on a normal path (a guest's page load, a user without a
 * store opening store manage, deleting a product), the order views without an id, and the 390 px layouts (the store
 * tab's review count, the order detail's items, the barcode on the order cards).
 */

const PHONE = { width: 390, height: 844 };

/** Every API answer of 400 or more while the page is used: a normal path has none. */
function failedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      failed.push(`${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()}`);
    }
  });
  return failed;
}

const signInAs = (page: Page, email: string) => signInByCookie(page.context(), email, FIXTURE_PASSWORD);

test.describe('no failing request on a normal path', () => {
  test('a guest browsing main, the store search and a store', async ({ page, request }) => {
    const shop = await paidShop(request, 'quiet-guest', 0);
    const failed = failedRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/stores/search');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/stores/${shop.store.uri}/main`);
    await appShown(page);
    await expect(page.getByTestId('store-name')).toHaveText(shop.store.name);
    await expect(page.getByTestId('product-grid').getByText(shop.products[0]!.name)).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('a user without a store opening store manage', async ({ page, request }) => {
    const user = await confirmedAccount(request, 'quiet-nostore');
    await signInAs(page, user.email);
    const failed = failedRequests(page);
    await page.goto('/manageStores/manage');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('input[name="name"]')).toBeVisible();
    expect(failed).toEqual([]);
  });

  test('a seller deleting a product on its manage page', async ({ page, request }) => {
    const shop = await paidShop(request, 'quiet-delete', 0);
    const [product] = shop.products;
    await signInAs(page, shop.seller.email);
    const failed = failedRequests(page);
    await page.goto(`/stores/${shop.store.uri}/products/manage?productId=${product!.id}`);
    await page.getByTestId('delete-product').click();
    await page.getByRole('dialog').getByRole('button', { name: 'ลบ', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/products$`));
    await expect(page.getByText('ลบสินค้าแล้ว')).toBeVisible();
    await expect(page.getByText(product!.name)).toHaveCount(0);
    expect(failed).toEqual([]);
  });
});

test('the order views without an order id go to their lists', async ({ page, request }) => {
  const shop = await paidShop(request, 'no-id', 1);
  await signInAs(page, shop.seller.email);
  await page.goto('/stores/orders/view');
  await expect(page).toHaveURL(/\/stores\/orders$/);
  await expect(page.getByText(shop.orders[0]!.name)).toBeVisible();
  await page.goto('/orders/view');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the store tab shows its whole review count', async ({ page, request }) => {
    const shop = await paidShop(request, 'badge', 0);
    await page.goto(`/stores/${shop.store.uri}/main`);
    await appShown(page);
    const badge = page.getByTestId('review-count');
    await expect(badge).toHaveText('0');
    const tabs = page.getByRole('tablist');
    const [b, list] = [await badge.boundingBox(), await tabs.boundingBox()];
    expect(b && list).toBeTruthy();
    // Inside the tab strip and the window, and the strip does not hide part of its tabs behind a scroll.
    expect(b!.x).toBeGreaterThanOrEqual(list!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(list!.x + list!.width);
    expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await badge.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await saveNamedScreenshot(page, 'small-390-store-tabs', { fullPage: false });
  });

  test('an order’s items are cards that fit, and order cards show the parcel barcode', async ({ page, request }) => {
    const shop = await paidShop(request, 'cards', 1);
    const [order] = shop.orders;
    const published = await request.post(`/api/stores/${shop.store.id}/mailings`, {
      headers: shop.seller.headers,
      data: { optionId: 'ems', weight: 800, orders: [{ orderId: order!.id }] },
    });
    expect(published.ok()).toBe(true);
    const barcode = (await (await request.get(`/api/stores/${shop.store.id}/orders/${order!.id}`, { headers: shop.seller.headers })).json())
      .barcode as string;
    expect(barcode).toMatch(/^E[A-Z]\d{9}TH$/);
    await signInAs(page, shop.seller.email);

    await page.goto(`/stores/orders/view?orderId=${order!.id}`);
    const cards = page.getByTestId('order-items-cards');
    await expect(cards).toBeVisible();
    await expect(page.getByTestId('order-items')).toHaveCount(0);
    await expect(cards).toContainText(shop.products[0]!.name);
    // Nothing wider than the window: every line total is on screen.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    for (const card of await cards.locator('> *').all()) {
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await saveNamedScreenshot(page, 'small-390-order-items');

    await page.goto('/stores/orders');
    const card = page.getByTestId('order-row').filter({ hasText: order!.name });
    await expect(card.getByTestId('order-barcode')).toHaveText(barcode);
    await saveNamedScreenshot(page, 'small-390-order-cards', { fullPage: false });
  });
});

test('dates show the Buddhist-era year in Thai, the common era in English, or as chosen in the footer', async ({ page, request }) => {
  const shop = await paidShop(request, 'era', 1);
  await signInAs(page, shop.seller.email);
  // The order was made just now: its date is today's, in Bangkok.
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  const row = page.getByTestId('order-row').filter({ hasText: shop.orders[0]!.name });
  await page.goto('/stores/orders');
  await expect(row).toContainText(`${day}/${month}/${Number(year) + 543}`);

  await page.getByTestId('era-switch').getByText('ค.ศ.', { exact: true }).click();
  await expect(row).toContainText(`${day}/${month}/${year}`);
  await page.reload();
  await expect(row).toContainText(`${day}/${month}/${year}`);

  // English reads the common era by default; a Thai user's choice of the Buddhist era follows them there.
  await page.getByTestId('era-switch').getByText('พ.ศ.', { exact: true }).click();
  await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
  await expect(row).toContainText(`${day}/${month}/${Number(year) + 543}`);
  await page.context().clearCookies({ name: 'era' });
  await page.reload();
  await expect(row).toContainText(`${day}/${month}/${year}`);
});
