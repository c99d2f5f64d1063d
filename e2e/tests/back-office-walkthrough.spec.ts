import { expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn, skipTrackingSync } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { bangkokGeo, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/**
 * Findings of a walk-through of the seller back office, each checked as the seller meets it, at 1366 and 390 px:
 * the print picker's limit in words, a pick-item address without its packing list, the order items at phone
 * width, and an institution postcode chosen from the suggestions.
 */

const WIDE = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };

/** Both widths, the screen shot at each under `name`-1366 and `name`-390, ending wide. */
async function shootBothWidths(page: Page, name: string, check: () => Promise<void> = async () => {}): Promise<void> {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await check();
    await saveNamedScreenshot(page, `${name}-${size.width}`, { fullPage: false });
  }
  await page.setViewportSize(WIDE);
}

test('mailing print: ticking past 100 in the picker says so in words, as the recipient picker does', async ({ page, request }) => {
  const shop = await paidShop(request, 'plimit', 0);
  const geo = await bangkokGeo(request);
  const headers = shop.seller.headers;
  const storeUrl = `/api/stores/${shop.store.id}`;
  // 101 recipients, then 101 EMS mailings waiting for delivery (a batch takes 100 at most).
  const ids: string[] = [];
  for (let chunk = 0; chunk < 101; chunk += 20) {
    const made = await Promise.all(
      Array.from({ length: Math.min(20, 101 - chunk) }, (_, i) =>
        request.post(`${storeUrl}/address/ship`, {
          headers,
          data: { name: 'ผู้รับ', surname: `ลำดับ${chunk + i + 1}`, phone: '0861112222', homeAddress: `${chunk + i + 1}/1`, ...geo },
        }),
      ),
    );
    for (const res of made) {
      expect(res.status()).toBe(201);
      ids.push((await res.json()).id);
    }
  }
  for (const batch of [ids.slice(0, 100), ids.slice(100)]) {
    const published = await request.post(`${storeUrl}/mailings`, {
      headers,
      data: { optionId: 'ems', weight: 500, recipients: batch.map((shipAddressId) => ({ shipAddressId })) },
    });
    expect(published.status(), await published.text()).toBe(201);
  }

  // Every mailing stays waiting for delivery: no tracking sync moves one along while the picker is open.
  await skipTrackingSync(page, shop.store.id);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.setViewportSize(WIDE);
  await page.goto('/stores/mailings/prints');
  await page.getByTestId('print-add').click();
  const picker = page.getByTestId('mailing-picker');
  await picker.getByTestId('page-size').click();
  await page.getByRole('option', { name: '100 / หน้า' }).click();
  await expect(picker.getByTestId('mailing-row')).toHaveCount(100);
  await picker.getByTestId('picker-select-page').check();
  await expect(picker.getByTestId('picker-count')).toContainText('เลือกแล้ว 100 รายการ');
  await expect(picker.getByText('จำนวนรายการที่เลือกต้องไม่เกิน 100 รายการ')).toHaveCount(0);
  await picker.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
  await expect(picker.getByTestId('mailing-row')).toHaveCount(1);
  await picker.getByTestId('mailing-row').getByRole('checkbox').check();
  await expect(picker.getByTestId('picker-count')).toContainText('เลือกแล้ว 101 รายการ');
  await expect(picker.getByTestId('picker-too-many')).toHaveText('จำนวนรายการที่เลือกต้องไม่เกิน 100 รายการ');
  await expect(picker.getByTestId('picker-confirm')).toBeDisabled();
  await closeToasts(page);
  await shootBothWidths(page, 'walkthrough-print-picker-too-many', () => expect(picker.getByTestId('picker-too-many')).toBeVisible());
});

test('invoice wizard: saving the chosen orders without weights leads to the weight step, which says what is missing', async ({
  page,
  request,
}) => {
  const shop = await paidShop(request, 'invweight', 1);
  const [order] = shop.orders;
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.setViewportSize(WIDE);
  await page.goto('/stores/invoices/chooseOrder');
  await page.getByTestId('choice-row').filter({ hasText: order!.name }).getByTestId('choose-order').check();
  await page.getByTestId('choose-next').click();
  await expect(page).toHaveURL(/\/stores\/invoices\/manage$/);
  await expect(page.getByTestId('order-weight')).toHaveText('ยังไม่ระบุ');
  await page.getByTestId('manage-save').click();

  // Weights are asked on step 3: the save leads there, and the order without one says so under its box.
  await expect(page).toHaveURL(/\/stores\/invoices\/setWeight$/);
  await expect(page.getByTestId('weights-needed')).toContainText('กรุณาระบุน้ำหนักของรายการที่ยังไม่มีน้ำหนัก');
  const weight = page.getByTestId('weight-input');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await closeToasts(page);
  await shootBothWidths(page, 'walkthrough-invoice-weights-needed', () => expect(page.getByTestId('weights-needed')).toBeVisible());

  await weight.fill('800');
  await page.getByTestId('weight-save').click();
  await expect(page).toHaveURL(/\/stores\/invoices\/setWeight\?invoiceId=/);
  await expect(page.getByTestId('weights-needed')).toHaveCount(0);
  await expect(page.getByTestId('service-cost')).toHaveText('52.00 บาท');
});

test('pick item without its packing list says what is missing and leads back to choosing orders', async ({ page, request }) => {
  const shop = await paidShop(request, 'nopick', 0);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto(`/stores/${shop.store.uri}/picking-pickItem`);
  const missing = page.getByTestId('count-missing-list');
  await expect(missing).toContainText('ไม่ได้ระบุรายการแพ็คสินค้า');
  await expect(page.getByText('ระบบมีปัญหา')).toHaveCount(0);
  await shootBothWidths(page, 'walkthrough-pick-item-missing-list', () => expect(missing).toBeVisible());
  await page.getByTestId('count-choose-orders').click();
  await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/picking-chooseOrders$`));

  await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
  await page.goto(`/stores/${shop.store.uri}/picking-pickItem`);
  await expect(page.getByTestId('count-missing-list')).toContainText('No packing list was given');
  await page.getByTestId('language-switch').getByText('ไทย', { exact: true }).click();
});

test('order manage at 390 px shows each item as a card with quantity, discount, total and delete in view', async ({ page, request }) => {
  const shop = await paidShop(request, 'ocards', 0);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.setViewportSize(WIDE);
  await page.goto('/stores/orders/manage');
  await page.getByTestId('pick-items').click();
  const itemPicker = page.getByRole('dialog');
  for (const product of shop.products) {
    await itemPicker.getByRole('row').filter({ hasText: product.name }).getByRole('button').click();
  }
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('manage-line')).toHaveCount(2);
  const [firstProduct] = shop.products;
  const quantity = page.getByLabel(`จำนวน ${firstProduct!.name}`);
  const discount = page.getByLabel(`ส่วนลด ${firstProduct!.name}`);
  const remove = page.getByRole('button', { name: `ลบ ${firstProduct!.name}` });
  await quantity.fill('2');
  await discount.fill('10');
  // 2 x 120.00 - 10.00.
  const firstLine = page.getByTestId('manage-line').filter({ hasText: firstProduct!.name });
  await expect(firstLine).toContainText('230.00');
  await closeToasts(page);
  await saveNamedScreenshot(page, 'walkthrough-order-items-1366', { fullPage: false });

  await page.setViewportSize(PHONE);
  await firstLine.scrollIntoViewIfNeeded();
  // Nothing of the item hides in a side scroll: quantity, discount, total and delete are all on the screen.
  for (const part of [quantity, discount, firstLine.getByText('230.00'), remove]) await expect(part).toBeInViewport({ ratio: 1 });
  await expect(quantity).toHaveValue('2');
  await saveNamedScreenshot(page, 'walkthrough-order-items-390', { fullPage: false });
  await remove.click();
  await expect(page.getByTestId('manage-line')).toHaveCount(1);
  await page.setViewportSize(WIDE);
});

test('an institution postcode chosen from the suggestions is swapped with the alert, as a typed one is', async ({ page, request }) => {
  const shop = await paidShop(request, 'pswap', 0);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.setViewportSize(WIDE);
  await page.goto('/stores/address/ship');
  await page.getByTestId('create-recipient').click();
  await page.getByTestId('field-name').fill('วิไล');
  await page.getByTestId('field-surname').fill('มหาวิทยาลัย');
  await page.getByTestId('field-phone').fill('0861112222');
  await page.getByTestId('field-homeAddress').fill('123 ถนนมิตรภาพ');
  const postcode = page.getByTestId('postcode-input');
  await postcode.fill('40002');
  const suggestion = page.getByTestId('postcode-options').getByRole('option').filter({ hasText: '40002' }).first();
  // Under load the suggestions once stayed closed after typing (CI, 2 min): a seller clicks the field again to open them.
  await expect(async () => {
    if (!(await suggestion.isVisible())) await postcode.click();
    await expect(suggestion).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await suggestion.click();
  await expect(page.getByTestId('postcode-replaced-alert')).toContainText('40000');
  await expect(postcode).toHaveValue('40000');
  await closeToasts(page);
  const alert = page.getByTestId('postcode-replaced-alert');
  await shootBothWidths(page, 'walkthrough-postcode-chosen-swapped', async () => {
    await alert.scrollIntoViewIfNeeded();
    await expect(alert).toBeInViewport();
  });
  await page.getByTestId('save-recipient').click();
  await expect(page).toHaveURL(/\/stores\/address\/ship$/);
  await expect(page.getByTestId('recipient-row')).toContainText('40000');
});
