import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, shopWithPaidOrder } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

test('a paid order gets its label from the order list’s "make label": one mailing, the order waits to ship', async ({ page, request }) => {
  // The seller's shop, a product and a default sender, and a buyer's order, paid and confirmed: PENDING_TO_BE_PACKED.
  const { seller, store, order } = await shopWithPaidOrder(request, 'label', { name: 'ร้านใบจ่าหน้า' });

  await signIn(page, seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto(`/stores/delivery/manage?orderId=${order.id}`);
  const box = page.getByTestId('order-recipient-box');
  await expect(box).toContainText(order.name);
  await expect(box).toContainText('น้ำฝน ผู้ซื้อ');
  await page.getByTestId('service-ems').click();
  await page.getByTestId('weight-input').fill('800');
  await page.getByTestId('manage-confirm').click();
  await expect(box.getByTestId('row-done')).toHaveText(/^E[A-Z]\d{9}TH$/);
  await saveNamedScreenshot(page, 'mailing-14-from-order');

  const after = await (await request.get(`/api/stores/${store.id}/orders/${order.id}`, { headers: seller.headers })).json();
  expect(after.status.referenceKey).toBe('PENDING_FOR_SHIPMENT');
  expect(after.barcode).toBe((await box.getByTestId('row-done').textContent())?.trim());
});
