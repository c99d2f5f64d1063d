import { expect, type Locator, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { appShown } from './support/page-helpers';
import { bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** The image has been fetched and decoded (a broken or missing file has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
}

/**
 * A newcomer's first look at the demo shop: every product of `somchai-shop` shows its photo, on
 * a wide screen and on a phone, in the grid and on the product page.
 */
test('demo shop: every demo product shows its photo', async ({ page }) => {
  await page.goto('/stores/somchai-shop/main');
  await appShown(page);
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expectLoaded(card.locator('img'));
  await saveNamedScreenshot(page, 'demo-shop-main');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await appShown(page);
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expectLoaded(card.locator('img'));
  await saveNamedScreenshot(page, 'demo-shop-main-390');

  await cards.first().click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  await expectLoaded(page.locator('main img').first());
  await saveNamedScreenshot(page, 'demo-shop-product-390');
});

/**
 * The demo store sets no way to pay (a made-up PromptPay number could be a real person's): a buyer's thank-you page
 * says so in Thai and gives the store's phone and chat id instead of a QR.
 */
test('demo shop: with no PromptPay or bank account set, the thank-you page says to contact the store', async ({ browser, request }) => {
  const store = await (await request.get('/api/stores?uri=somchai-shop')).json();
  const products = await (await request.get('/api/products?storeUri=somchai-shop')).json();
  const buyer = await confirmedAccount(request, 'demo-buyer');
  const order = await request.post(`/api/stores/${store.id}/orders`, {
    headers: buyer.headers,
    data: {
      items: [{ productId: products.contents[0].id, quantity: 1 }],
      deliveryOptionId: 'registered',
      shipAddress: { fullName: 'มานะ ทดลองซื้อ', phone: '0898765432', homeAddress: '5/5', ...(await bangkokGeo(request)) },
    },
  });
  expect(order.status()).toBe(201);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, buyer.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto(`/stores/somchai-shop/thankyou?orderId=${(await order.json()).id}`);
  const none = page.getByTestId('pay-to-none');
  await expect(none).toContainText('ร้านค้ายังไม่ได้ระบุช่องทางชำระเงิน กรุณาติดต่อร้านค้าเพื่อสอบถามวิธีชำระเงิน');
  await expect(none).toContainText('โทร 0812345678');
  await expect(none).toContainText('LINE @somchai-shop');
  await expect(page.getByTestId('promptpay-qr')).toHaveCount(0);
  await saveNamedScreenshot(page, 'demo-shop-thankyou-no-payment-390');
  await context.close();
});
