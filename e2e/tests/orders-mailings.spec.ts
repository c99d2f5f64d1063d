import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { FIXTURE_PASSWORD, shopWithPaidOrder } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** Orders and mailings as a seller meets them after a buyer has paid. */
test('a paid order is edited, gets its label with the paid service and keeps its code; pickers, failures and stock read right', async ({
  page,
  request,
}) => {
  const { geo, seller, store, order } = await shopWithPaidOrder(request, 'i13', {
    name: 'ร้านคำสั่งซื้อ',
    deliveryOptions: [
      { deliveryOptionId: 'ems', fee: 5000 },
      { deliveryOptionId: 'registered', fee: 3000 },
    ],
  });
  const storeUrl = `/api/stores/${store.id}`;

  await signIn(page, seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('1. the paid order (waiting to be packed) is editable: the receiver is corrected and saved', async () => {
    await page.goto(`/stores/orders/manage?orderId=${order.id}`);
    await expect(page.getByTestId('field-fullName')).toBeEditable();
    await expect(page.getByTestId('order-locked')).toHaveCount(0);
    await page.getByTestId('field-fullName').fill('น้ำฝน ผู้รับแก้ไข');
    await page.getByTestId('save-order').click();
    await expect(page).toHaveURL(/\/stores\/orders$/);
    const saved = await (await request.get(`${storeUrl}/orders/${order.id}`, { headers: seller.headers })).json();
    expect(saved).toMatchObject({ recipientName: 'น้ำฝน ผู้รับแก้ไข', status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
  });

  let barcode = '';
  await test.step('2. make label starts from the paid service, warns when another is chosen, and confirms at once', async () => {
    await page.goto(`/stores/delivery/manage?orderId=${order.id}`);
    await expect(page.getByTestId('order-recipient-box')).toContainText('น้ำฝน ผู้รับแก้ไข');
    await expect(page.getByTestId('service-ems')).toBeChecked();
    await expect(page.getByTestId('order-service')).toContainText('50.00');
    await page.getByTestId('service-registered').click();
    await expect(page.getByTestId('order-service-differs')).toContainText('บริการที่เลือกต่างจากที่ผู้ซื้อชำระ');
    await saveNamedScreenshot(page, 'i13-02-service-differs');
    await page.getByTestId('service-ems').click();
    await expect(page.getByTestId('order-service-differs')).toHaveCount(0);
    await page.getByTestId('weight-input').fill('800');
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('option-error')).toHaveCount(0);
    const done = page.getByTestId('order-recipient-box').getByTestId('row-done');
    await expect(done).toHaveText(/^E[A-Z]\d{9}TH$/);
    barcode = ((await done.textContent()) ?? '').trim();
  });

  await test.step('3 and 6. the order code and the status colours show in the mailing lists; a cancelled one reads as cancelled', async () => {
    const list = await (await request.get(`${storeUrl}/mailings?searchString=${barcode}`, { headers: seller.headers })).json();
    const mailing = list.contents[0];
    expect(mailing.name).toBe(order.name);
    await page.goto('/stores/mailings');
    const live = page.getByTestId('mailing-row').filter({ hasText: barcode });
    await expect(live.getByTestId('mailing-order-name')).toHaveText(order.name);
    expect((await request.delete(`${storeUrl}/mailings/${mailing.id}`, { headers: seller.headers })).status()).toBe(204);
    await page.goto('/stores/mailings/history');
    const row = page.getByTestId('mailing-row').filter({ hasText: barcode });
    await expect(row.getByTestId('mailing-order-name')).toHaveText(order.name);
    const badge = row.getByTestId('mailing-status');
    await expect(badge).toHaveAttribute('data-status', 'CANCELLED');
    await expect(badge).toHaveText('ยกเลิก');
    // The danger tone: red, unlike a live mailing's blue.
    expect(await badge.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).color)).toMatch(
      /rgb\((2[0-5]\d|1[5-9]\d), \d{1,2}, \d{1,2}\)/,
    );
    await saveNamedScreenshot(page, 'i13-03-history');
  });

  const recipients: Array<{ id: string; fullName: string }> = [];
  for (const fullName of ['มาลี ศรีสุข', 'ประเสริฐ น้ำใจดี']) {
    const made = await request.post(`${storeUrl}/address/ship`, {
      headers: seller.headers,
      data: { name: fullName.split(' ')[0], surname: fullName.split(' ')[1], phone: '0861112222', homeAddress: '3/3', ...geo },
    });
    expect(made.ok()).toBe(true);
    recipients.push({ id: (await made.json()).id, fullName });
  }

  await test.step('5. the recipient picker counts down the room as rows are ticked', async () => {
    await page.goto('/stores/delivery/manage');
    await page.getByTestId('recipients-choose').click();
    const picker = page.getByTestId('recipient-picker');
    await expect(picker.getByTestId('picker-count')).toHaveText('เลือกแล้ว 0 รายการ (เพิ่มได้อีก 100)');
    await picker.getByTestId('picker-row').filter({ hasText: 'มาลี ศรีสุข' }).getByTestId('picker-row-check').check();
    await expect(picker.getByTestId('picker-count')).toHaveText('เลือกแล้ว 1 รายการ (เพิ่มได้อีก 99)');
    await picker.getByTestId('picker-select-page').check();
    await expect(picker.getByTestId('picker-count')).toHaveText('เลือกแล้ว 2 รายการ (เพิ่มได้อีก 98)');
    await picker.getByTestId('picker-confirm').click();
    await expect(page.getByTestId('recipient-counter')).toHaveText('2 / 100');
  });

  await test.step('7. a short box stock is told once, at the box size', async () => {
    await page.getByTestId('service-promptpost').click();
    await page.getByTestId('box-size-M').click();
    await page.getByTestId('manage-confirm').click();
    const stock = 'จำนวนบาร์โค้ดกล่องขนาด M ไม่เพียงพอ (คงเหลือ 0 กล่อง ต้องการ 2 กล่อง)';
    await expect(page.getByTestId('size-error')).toHaveText(stock);
    await closeToasts(page);
    await expect(page.getByText(stock)).toHaveCount(1);
    await saveNamedScreenshot(page, 'i13-07-stock-once');
  });

  await test.step('4. a recipient deleted meanwhile is named in the error dialog, not by its id', async () => {
    const gone = recipients[1]!;
    const deleted = await request.delete(`${storeUrl}/address/ship/multiple`, { headers: seller.headers, data: { ids: [gone.id] } });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    await page.getByTestId('service-ems').click();
    await page.getByTestId('weight-input').fill('500');
    await page.getByTestId('manage-confirm').click();
    const failed = page.getByTestId('publish-errors').getByTestId('publish-error-row');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(gone.fullName);
    await expect(failed).not.toContainText(gone.id);
    await saveNamedScreenshot(page, 'i13-04-failure-named');
    await page.getByTestId('publish-errors-close').click();
  });

  await test.step('7. rows already created cannot be removed', async () => {
    const goneRow = page.getByTestId('batch-table').locator('tr').filter({ hasText: recipients[1]!.fullName });
    await goneRow.getByTestId('row-remove').click();
    await expect(page.getByTestId('recipient-counter')).toHaveText('1 / 100');
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('row-done')).toHaveCount(1);
    await closeToasts(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('batch-table').getByTestId('row-remove')).toBeDisabled();
  });
});
