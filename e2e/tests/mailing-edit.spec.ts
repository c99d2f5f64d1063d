import { expect, test } from '@playwright/test';
import { expectTooltipOnHover, saveNamedScreenshot, signIn, skipTrackingSync } from './support/journey-helpers';
import { bangkokGeo, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/**
 * Spec 1 section 2, mailing list "edit address": a mailing made from an order gets a new recipient in the dialog
 * (the barcode and cost stay, the order follows); the regional box cannot be edited (its price depends on the area).
 */
test('mailing list: edit the recipient address of a published mailing; the regional box says why it cannot', async ({ page, request }) => {
  const shop = await paidShop(request, 'medit', 1);
  const headers = shop.seller.headers;
  const storeUrl = `/api/stores/${shop.store.id}`;
  const order = shop.orders[0]!;

  // An EMS mailing from the paid order, and a regional box mailing to an address-book recipient, through the API.
  const published = await request.post(`${storeUrl}/mailings`, {
    headers,
    data: { optionId: 'ems', weight: 800, orders: [{ orderId: order.id }] },
  });
  expect(published.status()).toBe(201);
  const mailing = (await published.json()).created[0] as { id: string; barcode: string; serviceCost: number };
  const recipient = await request.post(`${storeUrl}/address/ship`, {
    headers,
    data: { name: 'ชไมพร', surname: 'กล่องโซน', phone: '0861112222', homeAddress: '3/3', ...(await bangkokGeo(request)) },
  });
  expect(recipient.status()).toBe(201);
  const zone = await request.post(`${storeUrl}/mailings`, {
    headers,
    data: { optionId: 'zonebox', zoneId: 1, recipients: [{ shipAddressId: (await recipient.json()).id }] },
  });
  expect(zone.status()).toBe(201);

  // This journey is about editing, not tracking: no sync may move the parcel along before the click.
  await skipTrackingSync(page, shop.store.id);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto('/stores/mailings');
  const rows = page.getByTestId('mailing-row');
  await expect(rows).toHaveCount(2);
  const emsRow = rows.filter({ hasText: mailing.barcode });
  const zoneRow = rows.filter({ hasText: 'ชไมพร กล่องโซน' });

  await test.step('the regional box row: edit is disabled, and the tooltip says why', async () => {
    const edit = zoneRow.getByTestId('mailing-edit');
    await expect(edit).toBeDisabled();
    await expectTooltipOnHover(page, edit.locator('..'), 'ไม่สามารถแก้ไขที่อยู่ของรายการกล่องส่งในภูมิภาคได้ เนื่องจากค่าบริการขึ้นอยู่กับพื้นที่ของผู้รับ');
  });

  const dialog = page.getByTestId('mailing-address-dialog');
  await test.step('the dialog starts from what the label prints, and shows field errors under the inputs', async () => {
    await emsRow.getByTestId('mailing-edit').click();
    await expect(dialog.getByText(`แก้ไขที่อยู่ผู้รับ ${mailing.barcode}`)).toBeVisible();
    await expect(dialog.getByTestId('mailing-label-address')).toContainText('น้ำฝน ผู้ซื้อ1');
    await expect(dialog.getByTestId('field-fullName')).toHaveValue('น้ำฝน ผู้ซื้อ1');
    await expect(dialog.getByTestId('field-homeAddress')).toHaveValue('12/3 ซอยน้ำใจ');
    await dialog.getByTestId('field-fullName').fill('');
    await dialog.getByTestId('save-mailing-address').click();
    await expect(dialog.getByText('ไม่สามารถเว้นว่างได้')).toBeVisible();
  });

  await test.step('a new name, phone and house number are saved; the list shows them', async () => {
    await dialog.getByTestId('field-fullName').fill('ปรีชา ย้ายบ้าน');
    await dialog.getByTestId('field-phone').fill('0823334444');
    await dialog.getByTestId('field-homeAddress').fill('88/8 หมู่บ้านใหม่');
    await expect(dialog.getByText('ไม่สามารถเว้นว่างได้')).toHaveCount(0);
    // The earlier "check the form" toast hides after 5 seconds: the screenshot shows the dialog alone.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
    await saveNamedScreenshot(page, 'mailing-15-edit-address', { fullPage: false });
    await dialog.getByTestId('save-mailing-address').click();
    await expect(page.getByText(`บันทึกที่อยู่ใหม่ของ ${mailing.barcode} (ปรีชา ย้ายบ้าน) แล้ว กรุณาพิมพ์ใบจ่าหน้าใหม่`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(emsRow.getByTestId('mailing-recipient')).toHaveText('ปรีชา ย้ายบ้าน');
    await expect(emsRow).toContainText('0823334444');
  });

  await test.step('the barcode and cost stay, the order follows, and the label prints again (the API test reads its text)', async () => {
    const after = await (await request.get(`${storeUrl}/mailings/${mailing.id}`, { headers })).json();
    expect(after).toMatchObject({ barcode: mailing.barcode, serviceCost: mailing.serviceCost, shipAddress: { phone: '0823334444' } });
    const shipped = await (await request.get(`${storeUrl}/orders/${order.id}`, { headers })).json();
    expect(shipped.shipAddress).toMatchObject({ fullName: 'ปรีชา ย้ายบ้าน', homeAddress: '88/8 หมู่บ้านใหม่' });
    const label = await request.get(`${storeUrl}/printmailings?mailingBarcode=${mailing.barcode}&LabelOption=1`, { headers });
    expect(label.headers()['content-type']).toContain('application/pdf');
  });
});
