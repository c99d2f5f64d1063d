import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { CAMERA_EAN13, CAMERA_FEED } from './support/camera-feed';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

// This file's browser has a camera: Chromium's fake device playing a video of an EAN-13 code (written by the setup
// project), allowed without asking.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FEED}`],
  },
  permissions: ['camera'],
  viewport: { width: 390, height: 844 },
});

/**
 * At 390 px, the seller opens the camera on pick item and holds the goods' barcode in front of it: the reader (ZXing
 * in WebAssembly, this Chromium has no BarcodeDetector) counts the item once, not once per frame, and the camera
 * closes.
 */
test('packing by camera: the picture of a barcode counts its item once', async ({ page, request }) => {
  const shop = await paidShop(request, 'camera', 1);
  const [chilli] = shop.products as [(typeof shop.products)[number]];
  const [order] = shop.orders as [(typeof shop.orders)[number]];
  const saved = await request.put(`/api/stores/${shop.store.id}/products/${chilli.id}`, {
    headers: shop.seller.headers,
    data: { name: chilli.name, categoryId: 2, price: 12000, description: 'ของฝากจากร้าน', barcode: CAMERA_EAN13 },
  });
  expect(saved.status()).toBe(200);

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto(`/stores/${shop.store.uri}/picking-chooseOrders`);
  await page.locator(`[data-testid="order-choice-row"][data-order="${order.name}"]`).getByTestId('order-check').check();
  await page.getByTestId('picking-next').click();
  await expect(page).toHaveURL(/picking-pickItem\?packingListId=/);
  const chilliCount = page.locator(`[data-testid="count-item"][data-product="${chilli.name}"]`).getByTestId('count-input');
  await expect(chilliCount).toHaveValue('0');

  await page.getByTestId('scan-camera').click();
  await expect(page.getByTestId('camera-scanner').locator('video')).toBeVisible();
  await expect(page.getByTestId('scan-row').first()).toHaveText(`+1 ${chilli.name} · ${order.name} (1/2)`, { timeout: 20_000 });
  await saveNamedScreenshot(page, 'scan-camera-01-counted-390');
  // The code stays in view (the fake camera loops one picture): it is not counted again, however long it is held.
  await page.waitForTimeout(2_500);
  await expect(chilliCount).toHaveValue('1');
  await expect(page.getByTestId('scan-row')).toHaveCount(1);
  await page.getByTestId('scan-camera').click();
  await expect(page.getByTestId('camera-scanner')).toHaveCount(0);
});
