import { expect, test } from '@playwright/test';
import { pickDay } from './support/date-picker';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn } from './support/journey-helpers';
import { checkoutFirstProduct, choosePostcode } from './support/page-helpers';
import { apiProduct, apiSender, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { CHECKOUT_TH, TEXTS } from './support/texts';

/**
 * Cash on delivery in one browser: the seller offers COD with EMS on the store form, a buyer on a phone checks out with COD (the fee added to what the postman
 * collects), the seller sees the parcel to collect on the COD page, prints its label, and after the post office's
 * 901 the money shows as transferred. The events reach the server as the push (webhook) service sends them:
 * { items: [event objects], track_datetime }, dates dd/MM/yyyy HH:mm:ss+07:00 in the Buddhist era, 501 delivered
 * then 901 "cash-on-delivery money transferred to the seller" (shared reference postal-facts.md), authenticated by
 * the development secret of TRACK_WEBHOOK_SECRET.
 */
const WEBHOOK_SECRET = 'songdee-track-webhook-sim-secret';
/** 2 x 120.00 baht + EMS 50.00 + COD fee 20.00 = 310.00 baht to collect. */
const AMOUNT = '310.00';

const postalDate = (days: number) => `${String(1 + days).padStart(2, '0')}/11/2569 09:00:00+07:00`;

test('cash on delivery: a buyer checks out with COD, the seller prints its label and sees the money transferred after 901', async ({
  page,
  request,
}) => {
  const geo = await bangkokGeo(request);
  const seller = await confirmedAccount(request, 'cod-seller');
  const uri = `cod-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const store = await apiStore(request, seller, geo, {
    name: `ร้านเก็บปลายทาง ${uri.slice(4)}`,
    uri,
  });
  await apiProduct(request, seller, store.id, { name: 'น้ำพริกเผา', categoryId: 2, price: 12000, description: 'เผ็ดกลาง' });
  await apiSender(request, seller, store.id, geo);
  const buyer = await confirmedAccount(request, 'cod-buyer');

  await test.step('the seller offers cash on delivery with EMS for a 20 baht fee on the store form', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto('/manageStores/manage');
    await page.getByTestId('delivery-cod-ems').check();
    await page.getByTestId('delivery-cod-fee-ems').fill('20');
    await page.getByTestId('delivery-cod-ems').scrollIntoViewIfNeeded();
    await saveNamedScreenshot(page, 'cod-store-form-1280');
    await page.getByTestId('save-store').click();
    await expect(page.getByText('บันทึกข้อมูลร้านค้าสำเร็จ')).toBeVisible();
    await page.context().clearCookies();
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, buyer.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('the buyer on a phone chooses cash on delivery: the fee is added to the amount to pay the postman', async () => {
    await checkoutFirstProduct(page, uri, 2);
    await expect(page.getByTestId('checkout-total')).toContainText('290.00');
    await page.getByTestId('checkout-cod').check();
    await expect(page.getByTestId('checkout-total')).toContainText(AMOUNT);
    await expect(page.getByText('ยอดชำระปลายทาง')).toBeVisible();
    await page.getByTestId('field-fullName').fill('มานี ปลายทาง');
    await page.getByTestId('field-phone').fill('0898765432');
    await page.getByTestId('field-homeAddress').fill('12/3');
    await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    await page.getByTestId('checkout-cod').scrollIntoViewIfNeeded();
    await saveNamedScreenshot(page, 'cod-checkout-390');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
    // Nothing to pay ahead: what to pay the postman, and no slip button.
    await expect(page.getByTestId('thank-you-cod')).toContainText(`ชำระ ${AMOUNT} บาท กับบุรุษไปรษณีย์`);
    await expect(page.getByTestId('to-slip-upload')).toHaveCount(0);
  });

  const orders = (await (await request.get(`/api/stores/${store.id}/orders`, { headers: seller.headers })).json()).contents;
  expect(orders[0]).toMatchObject({ cashOnDelivery: { amount: 31000 }, status: { referenceKey: 'PENDING_TO_BE_PACKED' } });

  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('the seller sees the order marked cash on delivery, waiting to be packed', async () => {
    await page.goto('/stores/orders');
    const row = page.getByTestId('order-row').filter({ hasText: orders[0].name });
    await expect(row.getByTestId('order-cod')).toHaveText('เก็บเงินปลายทาง');
  });

  let barcode = '';
  await test.step('the seller makes the label: its PDF carries the amount to collect', async () => {
    const published = await request.post(`/api/stores/${store.id}/mailings`, {
      headers: seller.headers,
      data: { optionId: 'ems', weight: 400, orders: [{ orderId: orders[0].id }] },
    });
    expect(published.status()).toBe(201);
    barcode = (await published.json()).created[0].barcode;
    const label = await page.request.get(`/api/stores/${store.id}/printmailings?mailingBarcode=${barcode}&LabelOption=1`);
    expect(label.headers()['content-type']).toContain('application/pdf');
    expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the COD page shows the parcel to collect', async () => {
    await page.goto('/stores/cod');
    await expect(page.getByTestId('cod-count-toCollect')).toHaveText('1 ชิ้น');
    await expect(page.getByTestId('cod-amount-toCollect')).toContainText(AMOUNT);
    await expect(page.getByTestId('cod-row').filter({ hasText: barcode }).getByTestId('cod-state')).toHaveText('รอเก็บเงิน');
  });

  await test.step('after 501 and 901 the money is transferred', async () => {
    const items = [103, 201, 301, 501, 901].map((code, i) => ({
      barcode,
      status: String(code),
      status_description: '',
      status_date: postalDate(i),
      location: 'ปณ.บางรัก',
      postcode: '10500',
    }));
    const pushed = await request.post('/api/track/webhook', {
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
      data: { items, track_datetime: '24/11/2569 10:00+07:00' },
    });
    expect(pushed.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('cod-count-transferred')).toHaveText('1 ชิ้น');
    await expect(page.getByTestId('cod-amount-transferred')).toContainText(AMOUNT);
    await expect(page.getByTestId('cod-count-toCollect')).toHaveText('0 ชิ้น');
    await expect(page.getByTestId('cod-row').getByTestId('cod-state')).toHaveText('โอนเงินแล้ว');
    await saveNamedScreenshot(page, 'cod-report-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('cod-amount-transferred')).toBeVisible();
    await saveNamedScreenshot(page, 'cod-report-390');
  });

  await test.step("the post office's outlet admin sees the COD volume of its office", async () => {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, DEMO.outlet, DEMO_PASSWORD, TEXTS.th);
    await page.goto('/codreport');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
    await pickDay(page, 'report-start', today);
    await pickDay(page, 'report-end', today);
    await page.getByTestId('show-report').click();
    await expect(page.getByTestId('cod-report-table')).toContainText(AMOUNT);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await saveNamedScreenshot(page, 'cod-admin-report-1280');
  });
});
