import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { bangkokGeo, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read (spec 1 sections 2 and 5), written out so a wrong catalog entry fails the journey. */
const SAY = {
  createTitle: 'สร้างรายการสั่งซื้อ',
  itemsRequired: 'กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า',
  waitingToPack: 'รอแพ็คสินค้า',
  waitingForPayment: 'รอชำระเงิน',
  created: /^สร้างรายการสั่งซื้อ SD-\d{6}-\d{4} แล้ว$/,
};

/**
 * A seller records a phone sale in order manage's create mode: two items from the item popup, a recipient from
 * the saved-address popup, EMS, "the customer has paid"; the order opens read-only and heads the order list,
 * waiting to be packed with "make label" offered.
 */
test('seller order: create an order with two items and a saved address', async ({ page, request }) => {
  const shop = await paidShop(request, 'sorder', 0);
  const geo = await bangkokGeo(request);
  const saved = await request.post(`/api/stores/${shop.store.id}/address/ship`, {
    headers: shop.seller.headers,
    data: { name: 'มาลี', surname: 'โทรสั่ง', phone: '0861234567', homeAddress: '45/6 ซอยสุขใจ', ...geo },
  });
  expect(saved.ok()).toBe(true);

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto('/stores/orders');
  await page.getByTestId('create-order').click();
  await expect(page.getByRole('heading', { name: SAY.createTitle, exact: true })).toBeVisible();

  await test.step('saving without items asks for one', async () => {
    await page.getByTestId('save-order').click();
    await expect(page.getByTestId('items-error')).toHaveText(SAY.itemsRequired);
    await expect(page).toHaveURL(/\/stores\/orders\/manage/);
  });

  await test.step('two items from the item popup, two pieces of the first', async () => {
    await page.getByTestId('pick-items').click();
    const picker = page.getByRole('dialog');
    for (const product of shop.products) {
      await picker.getByRole('row').filter({ hasText: product.name }).getByRole('button').click();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('manage-line')).toHaveCount(2);
    await expect(page.getByTestId('items-error')).toHaveCount(0);
    await page.getByTestId('line-quantity').first().fill('2');
  });

  await test.step('the recipient from the saved-address popup, EMS and a payment already received', async () => {
    await page.getByTestId('pick-saved-address').click();
    await page.getByTestId('saved-address-row').filter({ hasText: 'มาลี โทรสั่ง' }).getByTestId('saved-address-choose').click();
    await expect(page.locator('input[name="fullName"]')).toHaveValue('มาลี โทรสั่ง');
    await page.getByTestId('delivery-ems').click();
    await expect(page.getByTestId('order-status-select')).toHaveValue(SAY.waitingForPayment);
    await page.getByTestId('order-paid').check();
    await expect(page.getByTestId('order-status-select')).toHaveValue(SAY.waitingToPack);
    // 2 x 120.00 + 85.00 + EMS 50.00.
    await expect(page.getByTestId('order-grand-total')).toHaveText('375.00 บาท');
    // The earlier "form invalid" toast would cover the top right of the shot.
    await saveNamedScreenshot(page, 'shop-20-seller-create-order', { hideToasts: true });
  });

  let orderName = '';
  await test.step('save opens the new order and the list shows it waiting to be packed', async () => {
    await page.getByTestId('save-order').click();
    await expect(page).toHaveURL(/\/stores\/orders\/view\?orderId=/);
    await expect(page.getByText(SAY.created)).toBeVisible();
    orderName = (await page.getByTestId('order-name').textContent()) ?? '';
    expect(orderName).toMatch(/^SD-\d{6}-0001$/);
    await expect(page.getByTestId('order-grand-total')).toHaveText('375.00 บาท');
    await expect(page.getByTestId('order-address')).toContainText('45/6 ซอยสุขใจ');

    await page.goto('/stores/orders');
    const row = page.getByTestId('order-row').filter({ hasText: orderName });
    await expect(row).toContainText('มาลี โทรสั่ง');
    await expect(row).toContainText(SAY.waitingToPack);
    await expect(row.getByTestId('make-label')).toBeVisible();
    await saveNamedScreenshot(page, 'shop-21-seller-order-list', { fullPage: false });
  });
});
