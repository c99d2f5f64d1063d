import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn, signUpConfirmed } from './support/journey-helpers';
import { choose, closeToasts } from './support/page-helpers';
import { TEXTS } from './support/texts';

/**
 * 14 recipients (header row as in our template); item 4 (วีระ กล้าหาญ) has no address. Made with @e965/xlsx,
 * phone and postcode cells typed as text.
 */
const RECIPIENTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'recipients-with-one-bad-row.xlsx');

const th = {
  ...TEXTS.th,
  home: 'หน้าแรก',
  addressBook: 'สมุดที่อยู่',
  senderSaved: 'บันทึกที่อยู่ผู้ส่งสำเร็จ',
  nameTooLong: 'ความยาวชื่อห้ามเกิน 50 ตัวอักษร',
  markDefault: 'ตั้งเป็นผู้ส่งหลัก',
  defaultBadge: 'ผู้ส่งหลัก',
  badRow: 'รายการที่ 4 ไม่ถูกต้อง: กรุณาระบุที่อยู่',
  imported: 'นำเข้าที่อยู่ 14 รายการแล้ว',
  deleteConfirm: 'ลบ',
};

test('address books: two senders and the default, a spreadsheet import fixed in the dialog, search, pages, bulk delete', async ({
  page,
}) => {
  await signIn(page, DEMO.seller, DEMO_PASSWORD, th);

  await test.step('first sender through the province -> district -> sub-district cascade', async () => {
    await page.goto('/stores/address/send');
    await expect(page.getByRole('tab', { name: 'ผู้ส่ง' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('empty-book')).toBeVisible();
    await page.getByTestId('create-sender').click();
    await expect(page).toHaveURL(/\/stores\/address\/send\/new$/);
    const crumbs = page.getByTestId('breadcrumb');
    await expect(crumbs.getByRole('link', { name: th.home })).toBeVisible();
    await expect(crumbs).toContainText('สมุดที่อยู่ผู้ส่ง');

    // Empty save: every required field says so; a name over 50 characters gets the spec's message.
    await page.getByTestId('save-sender').click();
    await expect(page.getByText(th.required).first()).toBeVisible();
    await page.getByTestId('field-name').fill('ก'.repeat(51));
    await page.getByTestId('save-sender').click();
    await expect(page.getByText(th.nameTooLong)).toBeVisible();

    await page.getByTestId('field-name').fill('สมชาย');
    await page.getByTestId('field-surname').fill('ใจดี');
    await page.getByTestId('field-phone').fill('0812345678');
    await page.getByTestId('field-homeAddress').fill('99/9');
    await page.getByTestId('field-swine').fill('5');
    await page.getByTestId('field-street').fill('ห้วยแก้ว');

    // Border and district stay disabled until their parent is chosen and their list has loaded.
    await expect(page.getByTestId('border-select')).toBeDisabled();
    await expect(page.getByTestId('district-select')).toBeDisabled();
    await choose(page, page.getByTestId('province-select'), 'เชียงใหม่');
    await choose(page, page.getByTestId('border-select'), 'เมืองเชียงใหม่');
    await choose(page, page.getByTestId('district-select'), 'สุเทพ');
    // A sub-district with one postcode fills it.
    await expect(page.getByTestId('postcode-input')).toHaveValue('50200');
    await expect(page.getByTestId('address-preview')).toHaveText('99/9 หมู่ 5 ถนนห้วยแก้ว ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'address-sender-form');
    await page.getByTestId('save-sender').click();
    await expect(page).toHaveURL(/\/stores\/address\/send$/);
    await expect(page.getByText(th.senderSaved)).toBeVisible();
  });

  await test.step('second sender through the postcode autocomplete', async () => {
    await page.getByTestId('create-sender').click();
    await page.getByTestId('field-name').fill('มานี');
    await page.getByTestId('field-surname').fill('มีนา');
    await page.getByTestId('field-phone').fill('021234567');
    await page.getByTestId('field-homeAddress').fill('12');
    await page.getByTestId('field-street').fill('พระราม 4');
    await page.getByTestId('postcode-input').fill('1011');
    await page.getByTestId('postcode-options').getByRole('option').filter({ hasText: 'คลองเตย » คลองเตย » กรุงเทพมหานคร' }).first().click();
    await expect(page.getByTestId('postcode-input')).toHaveValue('10110');
    await expect(page.getByTestId('province-select')).toHaveValue('กรุงเทพมหานคร');
    await expect(page.getByTestId('border-select')).toHaveValue('คลองเตย');
    await expect(page.getByTestId('district-select')).toHaveValue('คลองเตย');
    await page.getByTestId('save-sender').click();
    await expect(page).toHaveURL(/\/stores\/address\/send$/);
  });

  await test.step('switch the default sender', async () => {
    const rows = page.getByTestId('sender-row');
    await expect(rows).toHaveCount(2);
    const somchai = rows.filter({ hasText: 'สมชาย ใจดี' });
    const manee = rows.filter({ hasText: 'มานี มีนา' });
    // The first sender became the default: no delete button for it.
    await expect(somchai.getByTestId('default-badge')).toHaveText(th.defaultBadge);
    await expect(somchai.getByTestId('delete-sender')).toHaveCount(0);
    await expect(manee.getByTestId('delete-sender')).toBeVisible();

    await manee.getByRole('button', { name: th.markDefault }).click();
    await expect(manee.getByTestId('default-badge')).toBeVisible();
    await expect(manee.getByTestId('delete-sender')).toHaveCount(0);
    await expect(somchai.getByTestId('default-badge')).toHaveCount(0);
    await expect(somchai.getByTestId('delete-sender')).toBeVisible();
    // The default is listed first.
    await expect(rows.first()).toContainText('มานี มีนา');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'address-sender-list');

    // The same list in English, then back to Thai.
    await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Senders' })).toBeVisible();
    await expect(manee.getByTestId('default-badge')).toHaveText('Default');
    await saveNamedScreenshot(page, 'address-sender-list-en');
    await page.getByTestId('language-switch').getByText('ไทย', { exact: true }).click();
    await expect(page.getByRole('tab', { name: 'ผู้ส่ง' })).toBeVisible();
  });

  await test.step('import recipients: the bad row is highlighted, fixed in the dialog, then saved', async () => {
    await page.getByRole('tab', { name: 'ผู้รับ' }).click();
    await expect(page).toHaveURL(/\/stores\/address\/ship$/);
    await page.getByTestId('import-file-ship').setInputFiles(RECIPIENTS_FILE);
    const dialog = page.getByTestId('import-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('import-row-3')).toHaveAttribute('data-invalid', 'true');
    await expect(dialog.getByTestId('import-row-2')).not.toHaveAttribute('data-invalid');
    await expect(dialog.getByTestId('import-errors')).toContainText(th.badRow);
    await expect(dialog.getByTestId('import-row-3')).toContainText('กรุณาระบุที่อยู่');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'address-import-dialog', { fullPage: false });

    await dialog.getByTestId('import-address-3').fill('7 ถนนหน้าเมือง ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น');
    await expect(dialog.getByTestId('import-row-3')).not.toHaveAttribute('data-invalid');
    await expect(dialog.getByTestId('import-errors')).toHaveCount(0);
    await expect(dialog.getByTestId('import-all-valid')).toBeVisible();
    const save = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/address/ship/multiple'));
    await dialog.getByTestId('import-save').click();
    // Saved once per submission: a double click or a resend does not save the rows twice.
    expect((await save).headers()['idempotency-key']).toMatch(/^[\w-]{36}$/);
    await expect(page.getByText(th.imported)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const rows = page.getByTestId('recipient-row');
  const summary = page.getByTestId('pagination-summary');

  await test.step('the list: 10 per page, search by name and by phone (Enter)', async () => {
    await expect(rows).toHaveCount(10);
    await expect(summary).toHaveText('แสดง 1-10 จาก 14 รายการ');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'address-recipient-list');
    // 500 px and narrower: cards instead of the table (spec 2 section 9).
    await page.setViewportSize({ width: 420, height: 860 });
    await expect(page.getByTestId('recipient-cards')).toBeVisible();
    await expect(page.getByTestId('recipient-table')).toHaveCount(0);
    await saveNamedScreenshot(page, 'address-recipient-list-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
    await expect(page.getByTestId('recipient-table')).toBeVisible();

    const search = page.getByTestId('search-input');
    await search.fill('มานี');
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('มานี มีนา');
    await search.fill('0844444444');
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('วีระ กล้าหาญ');
    await search.fill('');
    await search.press('Enter');
    await expect(summary).toHaveText('แสดง 1-10 จาก 14 รายการ');
  });

  await test.step('pages and page size', async () => {
    await page.getByTestId('pagination').getByRole('button', { name: '2', exact: true }).click();
    await expect(rows).toHaveCount(4);
    await expect(summary).toHaveText('แสดง 11-14 จาก 14 รายการ');
    await page.getByTestId('page-size').click();
    await page.getByRole('option', { name: '50 / หน้า' }).click();
    await expect(rows).toHaveCount(14);
    await expect(summary).toHaveText('แสดง 1-14 จาก 14 รายการ');
  });

  await test.step('select all, keep one, bulk delete after confirmation', async () => {
    await page.getByTestId('select-all').check();
    await expect(page.getByTestId('delete-selected')).toContainText('14');
    const keep = rows.filter({ hasText: 'สุดา ดาวเด่น' });
    await keep.getByTestId('select-row').uncheck();
    await expect(page.getByTestId('delete-selected')).toContainText('13');
    await page.getByTestId('delete-selected').click();
    await expect(page.getByText('ต้องการลบที่อยู่ผู้รับที่เลือก 13 รายการใช่หรือไม่')).toBeVisible();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByText('ลบที่อยู่ผู้รับ 13 รายการแล้ว')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('สุดา ดาวเด่น');
  });
});

test('a user without a store is offered delivery or a shop on opening the address book; choosing delivery makes the draft store', async ({
  page,
  request,
}) => {
  await signUpConfirmed(page, request, { tag: 'draft', firstName: 'สมศรี', lastName: 'ส่งอย่างเดียว' });
  await page.goto('/stores/address/ship');
  // Opening the screen writes nothing: the user is asked first (a page view never makes a store).
  const choice = page.getByTestId('shipping-store-choice');
  await expect(choice).toBeVisible();
  await expect(choice.getByTestId('choice-open-store')).toHaveAttribute('href', '/manageStores/manage');
  expect((await page.request.get('/api/stores')).status()).toBe(404);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await saveNamedScreenshot(page, `address-no-store-choice-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  expect((await page.request.get('/api/stores')).status()).toBe(404);
  await choice.getByTestId('choice-manage-delivery').click();
  await expect(page.getByRole('tab', { name: 'ผู้รับ' })).toHaveAttribute('aria-selected', 'true');
  expect(await (await page.request.get('/api/stores')).json()).toMatchObject({ type: 'Draft' });
  await expect(page.getByTestId('empty-book')).toBeVisible();
  // The header now offers the shipping menu of a Draft (delivery-only) store.
  await expect(page.getByTestId('menu-sell')).toHaveCount(0);
  await expect(page.getByTestId('menu-ship')).toBeVisible();

  await test.step('a recipient whose postcode is verified with the outlet lookup', async () => {
    await page.getByTestId('create-recipient').click();
    await expect(page.getByTestId('breadcrumb')).toContainText('สมุดที่อยู่ผู้รับ');
    // First name and surname, 50 characters each (spec 1 recipient address modal).
    await page.getByTestId('field-name').fill('ก'.repeat(51));
    await page.getByTestId('field-surname').fill('ข'.repeat(51));
    await page.getByTestId('save-recipient').click();
    await expect(page.getByText('ความยาวชื่อจริงต้องไม่เกิน 50 ตัวอักษร')).toBeVisible();
    await expect(page.getByText('ความยาวนามสกุลต้องไม่เกิน 50 ตัวอักษร')).toBeVisible();
    await page.getByTestId('field-name').fill('วิชัย');
    await page.getByTestId('field-surname').fill('ทดสอบ');
    await page.getByTestId('field-homeAddress').fill('1');
    const postcode = page.getByTestId('postcode-input');

    // A code the lookup refuses is reported and cleared.
    await postcode.fill('99999');
    await postcode.blur();
    await expect(page.getByText('รหัสไปรษณีย์ไม่ถูกต้อง')).toBeVisible();
    await expect(postcode).toHaveValue('');

    // An institution's code is swapped for its office's, with an alert; the province and district follow.
    await postcode.fill('10303');
    await postcode.blur();
    await expect(page.getByTestId('postcode-replaced-alert')).toContainText('10300');
    await expect(postcode).toHaveValue('10300');
    await expect(page.getByTestId('province-select')).toHaveValue('กรุงเทพมหานคร');
    await expect(page.getByTestId('border-select')).toHaveValue('ดุสิต');
    await choose(page, page.getByTestId('district-select'), 'วชิรพยาบาล');
    await expect(postcode).toHaveValue('10300');
    await expect(page.getByTestId('postcode-replaced-alert')).toBeVisible();
    await closeToasts(page);
    await saveNamedScreenshot(page, 'address-recipient-form');
    await page.getByTestId('save-recipient').click();
    await expect(page).toHaveURL(/\/stores\/address\/ship$/);
    await expect(page.getByTestId('recipient-row')).toHaveCount(1);
    await expect(page.getByTestId('recipient-row')).toContainText('วิชัย ทดสอบ');
  });
});
