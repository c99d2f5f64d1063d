import { expect, type Page, test } from '@playwright/test';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { bangkokGeo, paidShop } from './support/seller-fixtures';

/*
 * S10 barcode ranges are allocated by the post office to each customer (shared reference, postal-facts.md, "UPU S10
 * item identifiers"): the central admin loads them; publishing uses the oldest active range of the service. This
 * journey uses the parcel service (C*), which no other journey publishes with, since it retires the demo parcel range.
 */
const th = {
  menu: 'ช่วงเลขบาร์โค้ด',
  exhausted: 'เลขบาร์โค้ดของบริการนี้หมดแล้ว กรุณาติดต่อไปรษณีย์เพื่อขอช่วงเลขใหม่',
  prefixService: 'อักษรนำหน้าของบริการนี้ต้องขึ้นต้นด้วย C',
  serialDigits: 'เลขต้องเป็นตัวเลข 8 หลัก เช่น 00000001',
  saved: 'เพิ่มช่วงเลขบาร์โค้ดสำเร็จ',
  retired: 'เลิกใช้',
  low: 'ใกล้หมด',
};

async function staffSignIn(page: Page, email: string): Promise<void> {
  await page.goto('/thpsignin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await expect(page).toHaveURL(/\/thp-account-manage$/);
}

test('the central admin retires a range and loads a new one; a seller publishes from it', async ({ page, request }) => {
  // A prefix of our own (C and a letter other than the demo range's A), so a retried run loads a fresh range.
  const prefix = `C${String.fromCharCode(66 + (Date.now() % 24))}`;
  const shop = await paidShop(request, 'brange', 0);
  const recipient = await request.post(`/api/stores/${shop.store.id}/address/ship`, {
    headers: shop.seller.headers,
    data: { name: 'ช่วงเลข', surname: 'ผู้รับ', phone: '0861112222', homeAddress: '8/8', ...(await bangkokGeo(request)) },
  });
  expect(recipient.status()).toBe(201);
  const recipientId = ((await recipient.json()) as { id: string }).id;
  const publish = () =>
    request.post(`/api/stores/${shop.store.id}/mailings`, {
      headers: shop.seller.headers,
      data: { optionId: 'parcel', weight: 500, recipients: [{ shipAddressId: recipientId }] },
    });

  const rows = page.getByTestId('ranges-row');
  await test.step('the central admin opens the barcode ranges from the manage menu', async () => {
    await staffSignIn(page, DEMO.admin);
    await page.getByTestId('menu-adminManage').click();
    await page.getByRole('menuitem', { name: th.menu }).click();
    await expect(page).toHaveURL(/\/barcoderanges$/);
    await expect(page.getByRole('heading', { name: th.menu, level: 1 })).toBeVisible();
    await expect(rows.first()).toBeVisible();
  });

  const demoParcel = rows.and(page.locator('[data-prefix="CA"]'));
  await test.step('retires the demo parcel range (after a confirmation): publishing parcels then says to ask the post office', async () => {
    await demoParcel.getByTestId('retire-range').click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('CA 10000000–19999999');
    await confirm.getByRole('button', { name: th.retired, exact: true }).click();
    await expect(demoParcel.getByTestId('range-status')).toHaveText(th.retired);
    await expect(demoParcel.getByTestId('retire-range')).toHaveCount(0);
    const refused = await publish();
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'BARCODE_RANGE_EXHAUSTED', message: th.exhausted });
    await closeToasts(page);
  });

  const dialog = page.getByTestId('range-dialog');
  await test.step('adds a range: a prefix that does not fit the service and a short serial are refused at their fields', async () => {
    await page.getByTestId('add-range').click();
    await dialog.getByTestId('range-service').selectOption('parcel');
    await expect(dialog.getByText('ตัวอักษรภาษาอังกฤษ 2 ตัว ขึ้นต้นด้วย C สำหรับบริการนี้')).toBeVisible();
    await dialog.getByTestId('range-prefix').fill('RQ');
    await dialog.getByTestId('range-first').fill('1234');
    await dialog.getByTestId('range-last').fill('00000500');
    await dialog.getByTestId('range-dialog-save').click();
    await expect(dialog.getByText(th.serialDigits)).toBeVisible();
    await dialog.getByTestId('range-first').fill('00000001');
    await dialog.getByTestId('range-dialog-save').click();
    await expect(dialog.getByText(th.prefixService)).toBeVisible();
    await saveNamedScreenshot(page, 'barcode-ranges-add-refused-1280');
    await dialog.getByTestId('range-prefix').fill(prefix.toLowerCase());
    await dialog.getByTestId('range-dialog-save').click();
    await expect(page.getByText(th.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const mine = rows.and(page.locator(`[data-prefix="${prefix}"]`));
  await test.step('sees it with what is left and the running-low warning', async () => {
    await expect(mine).toContainText(`${prefix} 00000001–00000500`);
    await expect(mine.getByTestId('range-remaining')).toHaveText('500 เลข');
    await expect(mine.getByTestId('range-low')).toHaveText(th.low);
    await closeToasts(page);
    await saveNamedScreenshot(page, 'barcode-ranges-list-1280');
  });

  await test.step('an overlapping range is refused, naming the range it overlaps', async () => {
    await page.getByTestId('add-range').click();
    await dialog.getByTestId('range-service').selectOption('parcel');
    await dialog.getByTestId('range-prefix').fill(prefix);
    await dialog.getByTestId('range-first').fill('00000400');
    await dialog.getByTestId('range-last').fill('00000600');
    await dialog.getByTestId('range-dialog-save').click();
    await expect(dialog.getByText(`ช่วงเลข ${prefix} 00000400-00000600 ซ้อนทับกับช่วงเลขที่มีอยู่แล้ว`)).toBeVisible();
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  });

  await test.step('a seller publishes a parcel: its barcode comes from the new range, which shows one serial used', async () => {
    const published = await publish();
    expect(published.status()).toBe(201);
    expect((await published.json()).created[0].barcode).toBe(formatS10(prefix, 1));
    await page.reload();
    await expect(mine.getByTestId('range-remaining')).toHaveText('499 เลข');
    await expect(mine).toContainText('00000002');
  });

  await test.step('the list as cards on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('ranges-cards')).toBeVisible();
    await expect(mine.getByTestId('range-remaining')).toHaveText('499 เลข');
    await saveNamedScreenshot(page, 'barcode-ranges-list-390');
    await page.getByTestId('add-range').click();
    await dialog.getByTestId('range-service').selectOption('ems');
    await saveNamedScreenshot(page, 'barcode-ranges-add-390', { fullPage: false });
  });
});
