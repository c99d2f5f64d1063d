import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn, signUpConfirmed } from './support/journey-helpers';
import { choosePostcode, closeToasts } from './support/page-helpers';
import { TEXTS } from './support/texts';

/** What the seller should read (spec 1 section 5 messages kept exactly). */
const th = {
  serviceRequired: 'กรุณาเลือกบริการ',
  weightRequired: 'กรุณาระบุน้ำหนัก',
  noPending: 'ไม่พบรายการจ่าหน้าที่ค้างอยู่',
  senderMissing: 'ยังไม่มีที่อยู่ผู้ส่ง',
  created: 'สร้างรายการฝากส่ง 3 รายการสำเร็จ',
  waiting: 'รอนำส่ง',
  cancelled: 'ยกเลิก',
  printed: 'พิมพ์ใบจ่าหน้า 3 รายการสำเร็จ',
};

const RECIPIENTS = ['มาลี ศรีสุข', 'ประเสริฐ น้ำใจดี', 'กัญญา ทองคำ'];

/**
 * Prints through the label-size dialog and checks what opens in the new window: the label PDF itself
 * (status 200, application/pdf), fetched with the session cookie.
 */
async function printLabels(page: Page, labelOption: number, path: RegExp): Promise<Response> {
  const dialog = page.getByRole('dialog', { name: 'เลือกขนาดใบจ่าหน้า' });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId(`label-option-${labelOption}`).click();
  const pdf = page.context().waitForEvent('response', (r) => path.test(new URL(r.url()).pathname));
  const popup = page.waitForEvent('popup');
  await dialog.getByTestId('label-print').click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The window shows Chromium's PDF viewer; the same address fetched with the session is the PDF itself.
  const again = await page.request.get(response.url());
  expect(again.headers()['content-type']).toContain('application/pdf');
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await (await popup).close();
  return response;
}

/**
 * A seller of their own (a fresh account, so the demo seller's address book stays as the address-book journey
 * expects it while journeys run in parallel): a default sender and three recipients made on the screen, a
 * validation message first, three EMS mailings, their labels, the track list, then a print lot.
 */
test('mailings: create three EMS mailings, print labels, track them and print a lot', async ({ page, request }) => {
  await signUpConfirmed(page, request, { tag: 'mailings', firstName: 'สมหญิง', lastName: 'ส่งไว' });

  await test.step('a user without a store opens delivery manage, chooses to manage delivery and gets a draft store with the shipping menu', async () => {
    await page.goto('/stores/delivery/manage');
    await page.getByTestId('shipping-store-choice').getByTestId('choice-manage-delivery').click();
    await expect(page.getByRole('heading', { name: 'สร้างรายการฝากส่ง', level: 1 })).toBeVisible();
    await page.getByTestId('menu-ship').click();
    await expect(page.getByRole('menuitem', { name: 'สร้างรายการฝากส่ง' })).toHaveAttribute('href', '/stores/delivery/manage');
    await page.keyboard.press('Escape');
  });

  await test.step('confirming with nothing chosen gives the spec messages', async () => {
    await expect(page.getByTestId('sender-missing')).toContainText(th.senderMissing);
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('option-error')).toHaveText(th.serviceRequired);
    await expect(page.getByTestId('sender-error')).toHaveText('ไม่พบข้อมูลที่อยู่ผู้ส่ง');
    await expect(page.getByTestId('recipients-error')).toHaveText('กรุณาระบุที่อยู่ผู้รับ');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'mailing-01-validation');
  });

  await test.step('a default sender, added on the screen', async () => {
    await page.getByTestId('sender-add').click();
    const dialog = page.getByTestId('sender-form-dialog');
    await dialog.getByTestId('field-name').fill('สมหญิง');
    await dialog.getByTestId('field-surname').fill('ส่งไว');
    await dialog.getByTestId('field-phone').fill('0812345678');
    await dialog.getByTestId('field-homeAddress').fill('88/8');
    await dialog.getByTestId('field-street').fill('พระราม 4');
    await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร', dialog);
    await expect(dialog.getByTestId('province-select')).toHaveValue('กรุงเทพมหานคร');
    await dialog.getByTestId('save-sender').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('sender-name')).toHaveText('สมหญิง ส่งไว');
    // Now a default sender exists: the box offers edit instead of add.
    await expect(page.getByTestId('sender-edit')).toBeVisible();
    await expect(page.getByTestId('sender-add')).toHaveCount(0);
  });

  await test.step('three recipients, added in the recipient dialog', async () => {
    for (const [i, name] of RECIPIENTS.entries()) {
      await page.getByTestId('recipients-add').click();
      const dialog = page.getByTestId('recipient-form-dialog');
      const [first = '', ...rest] = name.split(' ');
      await dialog.getByTestId('field-name').fill(first);
      await dialog.getByTestId('field-surname').fill(rest.join(' '));
      await dialog.getByTestId('field-phone').fill(`08900000${i}${i}`);
      await dialog.getByTestId('field-homeAddress').fill(`${10 + i}/1`);
      await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร', dialog);
      await dialog.getByTestId('save-recipient').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('batch-row')).toHaveCount(i + 1);
    }
    await expect(page.getByTestId('recipient-counter')).toHaveText('3 / 100');
  });

  await test.step('take one off the batch and pick it again from the book', async () => {
    await page.getByTestId('batch-row').filter({ hasText: RECIPIENTS[1] }).getByTestId('row-remove').click();
    await expect(page.getByTestId('recipient-counter')).toHaveText('2 / 100');
    await page.getByTestId('recipients-choose').click();
    const picker = page.getByTestId('recipient-picker');
    await expect(picker.getByTestId('picker-row')).toHaveCount(3);
    // The two still on the screen are ticked and cannot be picked twice.
    await expect(picker.getByTestId('picker-row-check').and(page.locator(':disabled'))).toHaveCount(2);
    await picker.getByTestId('picker-select-page').check();
    await expect(picker.getByTestId('picker-count')).toContainText('เลือกแล้ว 1 รายการ');
    await picker.getByTestId('picker-confirm').click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('recipient-counter')).toHaveText('3 / 100');
  });

  await test.step('EMS needs a weight; then the price column fills in', async () => {
    await page.getByTestId('service-ems').click();
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('service-panel').getByText(th.weightRequired)).toBeVisible();
    await page.getByTestId('weight-input').fill('500');
    await expect(page.getByTestId('unit-price')).toContainText('บาท');
    await expect(page.getByTestId('row-price').first()).toContainText('บาท');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'mailing-02-manage-ready');
  });

  await test.step('confirm creates three mailings; the rows are marked done and not created twice', async () => {
    await page.getByTestId('manage-confirm').click();
    const success = page.getByTestId('publish-success');
    await expect(success).toContainText(th.created);
    await success.getByTestId('publish-stay').click();
    await expect(page.getByTestId('row-done')).toHaveCount(3);
    await closeToasts(page);
    await saveNamedScreenshot(page, 'mailing-03-manage-done');
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('recipients-error')).toHaveText(th.noPending);
  });

  const barcodes: string[] = [];
  await test.step('the track list shows them waiting for delivery; print one label', async () => {
    await page.getByTestId('menu-ship').click();
    await page.getByRole('menuitem', { name: 'ติดตามสถานะพัสดุ' }).click();
    await expect(page).toHaveURL(/\/stores\/delivery-track$/);
    const rows = page.getByTestId('mailing-row');
    await expect(rows).toHaveCount(3);
    for (const name of RECIPIENTS) await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId('mailing-status').first()).toHaveText(th.waiting);
    barcodes.push(...(await page.getByTestId('mailing-barcode').allInnerTexts()));
    for (const code of barcodes) expect(code).toMatch(/^E[A-Z]\d{9}TH$/);
    await expect(rows.first()).toContainText('500');
    await expect(rows.first()).toContainText('อีเอ็มเอส (EMS)');
    await page.mouse.move(640, 700);
    await closeToasts(page);
    await saveNamedScreenshot(page, 'mailing-04-track-list');

    await rows.first().getByTestId('mailing-print').click();
    // The pointer moves on to the dialog, as a reader's does: the button's tooltip is not part of the picture.
    await page.mouse.move(640, 120);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await saveNamedScreenshot(page, 'mailing-05-label-dialog', { fullPage: false });
    await printLabels(page, 1, /\/printmailings$/);
    await expect(page.getByTestId('print-done-alert')).toContainText('เปิดใบจ่าหน้าแล้ว');
    await page.getByTestId('print-done-close').click();

    const search = page.getByTestId('search-input');
    await search.fill(barcodes[1] ?? '');
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('mailing-barcode')).toHaveText(barcodes[1] ?? '');
    await search.fill('');
    await search.press('Enter');
    await expect(rows).toHaveCount(3);

    await page.setViewportSize({ width: 420, height: 860 });
    await expect(page.getByTestId('track-table-cards')).toBeVisible();
    await saveNamedScreenshot(page, 'mailing-06-track-list-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  await test.step('print all three as one lot from the mailing print screen', async () => {
    await page.goto('/stores/mailings/prints');
    await page.getByTestId('print-lot').click();
    await expect(page.getByText('กรุณาเลือกรายการที่ต้องการพิมพ์')).toBeVisible();
    await page.getByTestId('print-add').click();
    const picker = page.getByTestId('mailing-picker');
    await expect(picker.getByTestId('mailing-row')).toHaveCount(3);
    await picker.getByTestId('picker-select-page').check();
    await expect(picker.getByTestId('picker-count')).toContainText('เลือกแล้ว 3 รายการ');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'mailing-07-print-picker', { fullPage: false });
    await picker.getByTestId('picker-confirm').click();
    await expect(page.getByTestId('print-counter')).toHaveText('3 / 100');
    await page.getByTestId('print-lot').click();
    await printLabels(page, 8, /\/printmailings\/mailingBarcode$/);
    const success = page.getByTestId('print-lot-success');
    await expect(success).toContainText(th.printed);
    await expect(success.getByTestId('to-shipping-list')).toHaveAttribute('href', '/stores/shippinglists');
    await saveNamedScreenshot(page, 'mailing-08-print-success', { fullPage: false });
  });

  await test.step('the mailing list offers print and delete; history lists all three', async () => {
    await page.goto('/stores/mailings');
    await expect(page.getByTestId('mailing-row')).toHaveCount(3);
    await page.getByTestId('mailing-select').first().check();
    await expect(page.getByTestId('print-selected')).toContainText('1');
    await saveNamedScreenshot(page, 'mailing-09-mailing-list');

    await page.goto('/stores/mailings/history');
    await expect(page.getByTestId('mailing-row')).toHaveCount(3);
    await saveNamedScreenshot(page, 'mailing-10-history');
    // The same list in English, then back to Thai.
    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Mailing history', level: 1 })).toBeVisible();
    await expect(page.getByTestId('mailing-row').first()).toContainText('EMS');
    await saveNamedScreenshot(page, 'mailing-10-history-en');
    await page.getByTestId('language-switch').getByText('ไทย', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'ประวัติการฝากส่ง', level: 1 })).toBeVisible();
  });

  await test.step('delete one from the track list after confirming', async () => {
    await page.goto('/stores/delivery-track');
    const row = page.getByTestId('mailing-row').filter({ hasText: barcodes[2] ?? '' });
    await row.getByTestId('mailing-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(row.getByTestId('mailing-status')).toHaveText(th.cancelled);
    await expect(row.getByTestId('mailing-delete')).toBeDisabled();
  });
});

/** The demo seller's seeded box stock, read only (the address-book journey edits this seller's books). */
test('mailings: ready-to-send box stock and the box service choice', async ({ page }) => {
  await signIn(page, DEMO.seller, DEMO_PASSWORD, TEXTS.th);
  await page.goto('/stores/stockbarcode');
  await expect(page.getByTestId('stock-row')).toHaveCount(4);
  await expect(page.getByTestId('stock-row').first()).toContainText('SS');
  await saveNamedScreenshot(page, 'mailing-11-stock');

  await page.goto('/stores/delivery/manage');
  await page.getByTestId('service-promptpost').click();
  await expect(page.getByTestId('box-size-S').getByTestId('box-remaining')).toHaveText(/คงเหลือ \d+ กล่อง/);
  await page.getByTestId('service-zonebox').click();
  await expect(page.getByTestId('weight-input')).toHaveCount(0);
  await expect(page.getByTestId('zone-row').first()).toBeVisible();
  await page.getByTestId('zone-row').first().click();
  await saveNamedScreenshot(page, 'mailing-12-zone-service');
  await page.getByTestId('service-promptpost').click();
  await page.getByTestId('manage-confirm').click();
  await expect(page.getByTestId('size-error')).toHaveText('กรุณาเลือกขนาดกล่อง');
  await closeToasts(page);
  await saveNamedScreenshot(page, 'mailing-13-box-service');
});
