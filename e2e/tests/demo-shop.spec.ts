import { expect, type Locator, test } from '@playwright/test';
import { saveNamedScreenshot } from './support/journey-helpers';

/** The image has been fetched and decoded (a broken or missing file has no natural width). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
}

/**
 * A newcomer's first look at the demo shop (issue 13 item 17): every product of `somchai-shop` shows its photo, on
 * a wide screen and on a phone, in the grid and on the product page.
 */
test('demo shop: every demo product shows its photo', async ({ page }) => {
  await page.goto('/stores/somchai-shop/main');
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expectLoaded(card.locator('img'));
  await saveNamedScreenshot(page, 'demo-shop-main');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expectLoaded(card.locator('img'));
  await saveNamedScreenshot(page, 'demo-shop-main-390');

  await cards.first().click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  await expectLoaded(page.locator('main img').first());
  await saveNamedScreenshot(page, 'demo-shop-product-390');
});
