import { expect, test } from '@playwright/test';
import { saveNamedScreenshot } from './support/journey-helpers';
import { appShown } from './support/page-helpers';

/** What the buyer should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  required: 'ไม่สามารถเว้นว่างได้',
  fixQuantity: 'กรุณาระบุจำนวนสินค้าให้ครบก่อนสั่งซื้อ',
};

for (const viewport of [
  { width: 1366, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`an emptied basket quantity is said, the total follows and ordering waits until it is fixed (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const store = await (await page.request.get('/api/stores?uri=somchai-shop')).json();
    const basket = {
      version: 1,
      stores: {
        [store.id]: {
          storeId: store.id,
          storeUri: store.uri,
          storeName: store.name,
          items: [
            { productId: '00000000-0000-4000-8000-000000000001', name: 'สบู่สมุนไพร', price: 12_000, imagePath: null, quantity: 2 },
            { productId: '00000000-0000-4000-8000-000000000002', name: 'ยาสระผม', price: 5_000, imagePath: null, quantity: 1 },
          ],
        },
      },
    };
    await page.goto('/');
    await page.evaluate(`localStorage.setItem('busket', ${JSON.stringify(JSON.stringify(basket))})`);
    await page.goto('/stores/busket');
    await appShown(page);
    const subtotal = page.getByTestId('basket-subtotal');
    await expect(subtotal).toHaveText('290.00 บาท');

    const quantity = page.getByTestId('basket-quantity').first();
    await quantity.fill('');
    await expect(page.getByTestId('basket-line').first()).toContainText(th.required);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(subtotal).toHaveText('50.00 บาท');
    await expect(page.getByTestId('checkout-button')).toBeDisabled();
    await expect(page.getByText(th.fixQuantity)).toBeVisible();
    await saveNamedScreenshot(page, `th-basket-emptied-quantity-${viewport.width}`, { fullPage: false });

    // Clicking the refused button goes nowhere.
    await page.getByTestId('checkout-button').click({ force: true });
    await expect(page).toHaveURL(/\/stores\/busket$/);

    await quantity.fill('3');
    await expect(subtotal).toHaveText('410.00 บาท');
    await expect(page.getByText(th.required)).toHaveCount(0);
    await expect(page.getByTestId('checkout-button')).toBeEnabled();
    const stored = JSON.parse((await page.evaluate("localStorage.getItem('busket')")) as string);
    expect(stored.stores[store.id].items[0].quantity).toBe(3);
  });
}
