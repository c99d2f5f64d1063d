import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pickerLabel } from './support/date-picker';
import { saveAtWidths, saveNamedScreenshot, signIn, signInByCookie } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { A4, fetchPdf, scanPdfPage } from './support/pdf-helpers';
import { FIXTURE_PASSWORD, type PaidShop, paidShop, simulatedEnd } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read (spec 2 sections 4, 5 and 8), written out so a wrong catalog entry fails the journey. */
const WEBHOOK_SECRET = 'songdee-track-webhook-sim-secret';

const SAY = {
  toShippingList: 'ไปหน้าใบนำส่ง',
  listTitle: 'ใบนำส่ง',
  ordersRequired: 'กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ',
  draft: 'ฉบับร่าง',
  confirmed: 'ยืนยันแล้ว',
  readOnly: 'ใบนำส่งที่ยืนยันแล้วไม่สามารถแก้ไขรายการได้',
  paid: 'ชำระเงินสำเร็จ',
  cancelled: 'ยกเลิกการชำระเงินแล้ว',
  nameRequired: 'กรุณาระบุชื่อผู้ฝากส่ง',
  postcodeRequired: 'กรุณาระบุรหัสที่ทำการไปรษณีย์ต้นทาง',
  addressRequired: 'กรุณาระบุที่อยู่สำหรับเข้ารับพัสดุ',
  appointmentSent: 'ส่งข้อมูลนัดหมายรับพัสดุเรียบร้อยแล้ว หากไม่มีเจ้าหน้าที่ติดต่อกลับภายใน 10 นาที กรุณาโทร 1545',
  accepted: 'รับนัดหมายแล้ว',
  queueFull: 'คิวเต็ม กรุณาเลือกวันอื่น หรือติดต่อเจ้าหน้าที่',
  belowFreeMinimum: /^ใบนำส่งนี้มีค่าบริการรวม [\d,]+\.\d\d บาท และกล่องพร้อมส่ง 0 กล่อง ยังไม่ถึงเกณฑ์รับพัสดุถึงบ้าน กรุณานำพัสดุไปฝากส่งที่ที่ทำการไปรษณีย์$/,
};

/** Saves e2e/artifacts/screenshots/<name>.png without the toasts over the page's top right. */
const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  saveNamedScreenshot(page, name, { ...options, hideToasts: true });

/**
 * The seller's hand-over flow (spec 2 "Shipping lists", sections 4-5, "Post job form"): labels printed as a lot,
 * the success alert's "ไปหน้าใบนำส่ง", a list of two orders confirmed and paid in the card gateway simulator, a
 * second list whose payment is cancelled, the hand-over PDF, a home pick-up on the next working day, the
 * list on a phone, and every shipping menu item reaching its own screen.
 */
test('shipping lists: print a lot, hand two orders over on a paid list, cancel a second payment, print, book a pick-up', async ({
  page,
  request,
  browser,
}) => {
  // The whole hand-over story in one browser, a full pick-up queue included: longer than most.
  test.slow();
  // Six orders: the track-and-trace simulator reports every barcode whose serial is 4 modulo 5 as delivered, and which
  // serials this store gets depends on the journeys run before it, so the story uses the first three it may hand over.
  const shop = await paidShop(request, 'shiplist', 6);
  const storeUrl = `/api/stores/${shop.store.id}`;
  const published = await request.post(`${storeUrl}/mailings`, {
    headers: shop.seller.headers,
    data: { optionId: 'ems', weight: 800, orders: shop.orders.map((o) => ({ orderId: o.id })) },
  });
  expect(published.status()).toBe(201);
  const mailings = (await published.json()).created as Array<{ barcode: string; orderId: string }>;
  const barcodeOf = (orderId: string) => mailings.find((m) => m.orderId === orderId)?.barcode ?? '';
  // Settle the tracking statuses now, so no sync started by a screen changes the lists mid-journey.
  expect((await request.post(`${storeUrl}/mailings/update-tracking-status`, { headers: shop.seller.headers })).ok()).toBe(true);
  // Six serials in a row leave at least three still on their way (simulatedEnd).
  const usable = shop.orders.filter((o) => simulatedEnd(barcodeOf(o.id)) === null);
  expect(usable.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = usable as [(typeof usable)[number], (typeof usable)[number], (typeof usable)[number]];
  let firstListId = '';

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('print the labels as a lot; the success alert leads to the shipping lists', async () => {
    await page.goto('/stores/mailings/prints');
    await page.getByTestId('print-add').click();
    const picker = page.getByTestId('mailing-picker');
    await expect(picker.getByTestId('mailing-row')).toHaveCount(usable.length);
    await picker.getByTestId('picker-select-page').check();
    await picker.getByTestId('picker-confirm').click();
    await page.getByTestId('print-lot').click();
    const dialog = page.getByRole('dialog', { name: 'เลือกขนาดใบจ่าหน้า' });
    await dialog.getByTestId('label-option-8').click();
    const popup = page.waitForEvent('popup');
    await dialog.getByTestId('label-print').click();
    await (await popup).close();
    const success = page.getByTestId('print-lot-success');
    await expect(success.getByTestId('to-shipping-list')).toHaveText(SAY.toShippingList);
    await success.getByTestId('to-shipping-list').click();
    await expect(page).toHaveURL(/\/stores\/shippinglists$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAY.listTitle);
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await shoot(page, 'shipping-01-list-empty');
  });

  await test.step('a list of two orders: confirm needs an order, a draft is saved, confirming makes it read-only', async () => {
    await page.getByTestId('create-shipping-list').click();
    await expect(page).toHaveURL(/\/stores\/shippinglists\/manage$/);
    await page.getByTestId('confirm').click();
    await expect(page.getByText(SAY.ordersRequired)).toBeVisible();
    await closeToasts(page);

    const available = page.getByTestId('available-orders');
    await expect(available.getByTestId('order-row')).toHaveCount(usable.length);
    for (const order of [first, second]) {
      await available.locator(`[data-testid="order-row"][data-order="${order.name}"]`).getByTestId('add-order').click();
    }
    const onList = page.getByTestId('list-orders').getByTestId('order-row');
    await expect(onList).toHaveCount(2);
    await expect(page.getByTestId('total-orders')).toHaveText('2');
    await expect(page.getByTestId('total-products')).toHaveText('6');
    await expect(page.getByTestId('total-weight')).toHaveText('1,600 กรัม');
    await expect(page.getByTestId('list-orders').getByTestId('order-barcode').first()).toHaveText(barcodeOf(first.id));
    await shoot(page, 'shipping-02-manage-new');

    await page.getByTestId('save-draft').click();
    await expect(page).toHaveURL(/shippinglistId=/);
    firstListId = new URL(page.url()).searchParams.get('shippinglistId') ?? '';
    await expect(page.getByTestId('shipping-list-status')).toHaveText(SAY.draft);
    await closeToasts(page);

    await page.getByTestId('confirm').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('shipping-list-status')).toHaveText(SAY.confirmed);
    await expect(page.getByTestId('read-only')).toContainText(SAY.readOnly);
    await expect(page.getByTestId('remove-order')).toHaveCount(0);
    await expect(page.getByTestId('save-draft')).toHaveCount(0);
    await expect(page.getByTestId('available-orders')).toHaveCount(0);
    await closeToasts(page);
    await shoot(page, 'shipping-03-manage-confirmed');
  });

  await test.step('pay by card in the gateway simulator: success, verified by the server', async () => {
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/sim\/payment$/);
    await page.getByRole('button', { name: 'Pay (success, 000)' }).click();
    await expect(page).toHaveURL(/\/stores\/shippinglists\/payment\?/);
    const result = page.getByTestId('payment-result');
    await expect(result).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-title')).toHaveText(SAY.paid);
    await shoot(page, 'shipping-04-payment-success');
    await page.getByTestId('to-shipping-list').click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-payment', 'paid');
    await expect(page.getByTestId('pay')).toHaveCount(0);
    await expect(page.getByTestId('delete')).toHaveCount(0);
    await expect(page.getByTestId('book-pick-up')).toBeVisible();
  });

  await test.step('a second list whose card payment is cancelled stays unpaid', async () => {
    await page.goto('/stores/shippinglists/manage');
    const available = page.getByTestId('available-orders');
    await expect(available.getByTestId('order-row')).toHaveCount(usable.length - 2);
    await available.locator(`[data-testid="order-row"][data-order="${third.name}"]`).getByTestId('add-order').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByTestId('shipping-list-status')).toHaveText(SAY.confirmed);
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/sim\/payment$/);
    await page.getByRole('button', { name: 'Cancel (003)' }).click();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-outcome', 'cancelled');
    await expect(page.getByTestId('payment-title')).toHaveText(SAY.cancelled);
    await shoot(page, 'shipping-05-payment-cancelled');
    await page.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(/\/stores\/shippinglists$/);
    const rows = page.getByTestId('shipping-list-row');
    await expect(rows).toHaveCount(2);
    const paidCount = rows.locator('[data-testid="payment-status"][data-payment="paid"]');
    await expect(paidCount).toHaveCount(1);
    await expect(rows.locator('[data-testid="payment-status"][data-payment="unpaid"]')).toHaveCount(1);
    await closeToasts(page);
    await shoot(page, 'shipping-06-list');
  });

  await test.step('print the paid list: an A4 hand-over PDF whose barcodes scan as the two parcels', async () => {
    const printUrl = `${storeUrl}/printshippinglists?shippingListId=${firstListId}`;
    const row = page.locator('[data-testid="shipping-list-row"]').filter({ has: page.locator('[data-payment="paid"]') });
    const opened = page.context().waitForEvent('request', (r) => r.url().endsWith(printUrl));
    const popup = page.waitForEvent('popup');
    await row.getByTestId('print-shipping-list').click();
    await opened;
    await (await popup).close();
    expect(await fetchPdf(page, printUrl, 'shipping-handover', A4)).toBeGreaterThanOrEqual(1);
    expect(scanPdfPage('shipping-handover', 1)).toEqual(expect.arrayContaining([barcodeOf(first.id), barcodeOf(second.id)]));
  });

  await test.step('the two-order list is under the free pick-up rule: the page says so and offers no booking', async () => {
    await page
      .locator('[data-testid="shipping-list-row"]')
      .filter({ has: page.locator('[data-payment="paid"]') })
      .getByTestId('book-pick-up')
      .click();
    await expect(page).toHaveURL(new RegExp(`/stores/shippinglists/postjob\\?shippinglistId=${firstListId}$`));
    await expect(page.getByTestId('free-pick-up')).toHaveAttribute('data-free', 'false');
    await expect(page.getByTestId('pick-up-below-minimum')).toHaveText(SAY.belowFreeMinimum);
    await expect(page.getByTestId('post-job-confirm')).toHaveCount(0);
    await expect(page.getByTestId('post-job-form')).toBeHidden();
    await saveAtWidths(page, 'shipping-postjob-below-minimum', [1280, 390], { hideToasts: true });
    await page.getByTestId('back').click();
    await expect(page).toHaveURL(/\/stores\/shippinglists$/);
  });

  // Nine 20 kg EMS parcels (250 baht each): 2,250 baht of postage, over the free pick-up rule. Another store, so the
  // first store's lists and counts stay as the steps above left them; its seller books in a browser of its own.
  const big = await paidBigList(request);
  const bigContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await signInByCookie(bigContext, big.shop.seller.email, FIXTURE_PASSWORD);
  const seller = await bigContext.newPage();

  await test.step('book a home pick-up for a list over 2,000 baht on the next working day; the simulator accepts it', async () => {
    const page = seller;
    await page.goto(`/stores/shippinglists/postjob?shippinglistId=${big.listId}`);
    await expect(page.getByTestId('post-job-state')).toHaveText('ยังไม่ได้นัดหมาย');
    await expect(page.getByTestId('free-pick-up')).toHaveAttribute('data-free', 'true');
    await expect(page.getByTestId('free-pick-up')).toContainText('2,250.00');
    await expect(page.getByTestId('pick-up-below-minimum')).toHaveCount(0);

    // Each required field says what it needs.
    await page.getByTestId('post-job-name').fill('');
    await page.getByTestId('post-job-confirm').click();
    await expect(page.getByText(SAY.nameRequired)).toBeVisible();
    await expect(page.getByText(SAY.addressRequired)).toBeVisible();
    await expect(page.getByText(SAY.postcodeRequired)).toBeVisible();
    await closeToasts(page);

    await page.getByTestId('post-job-name').fill('สมชาย');
    await page.getByTestId('post-job-surname').fill('ส่งของ');
    await page.getByTestId('post-job-phone').fill('0812345678');
    await page.getByTestId('post-job-address').fill('99/9 ซอยน้ำใจ ถนนสุขุมวิท คลองเตย กรุงเทพฯ');
    await page.getByTestId('post-job-postcode').fill('10110');
    await page.getByTestId('post-job-slot-1').check();

    // The simulator answers a full queue (-1) first: no "sent" message, and the form stays open for another day.
    await page.getByTestId('post-job-note').fill('#queue-full');
    await page.getByTestId('post-job-confirm').click();
    await page.getByTestId('password-confirm').getByTestId('confirm-password').fill(FIXTURE_PASSWORD);
    await page.getByTestId('password-confirm').getByTestId('confirm-send').click();
    await expect(page.getByTestId('post-job-state')).toHaveText(SAY.queueFull);
    await expect(page.getByTestId('password-confirm')).toHaveCount(0);
    await expect(page.getByTestId('post-job-success')).toHaveCount(0);
    await expect(page.getByTestId('post-job-confirm')).toBeVisible();
    await expect(page.getByTestId('post-job-name')).not.toHaveAttribute('readonly', '');
    await expect(page.getByTestId('post-job-note')).toBeEditable();
    await saveAtWidths(page, 'shipping-postjob-queue-full', [1366, 390], { hideToasts: true });
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByTestId('post-job-note').fill('บ้านประตูสีฟ้า ข้างร้านกาแฟ #accept');

    // The picker starts on the next working day and greys out weekends.
    const { contents: holidays } = await (await request.get('/api/holidays')).json();
    const holidaySet = new Set((holidays as Array<{ day: string }>).map((h) => h.day));
    const next = nextWorkingDay(holidaySet);
    await page.getByTestId('post-job-date').click();
    const nextButton = page.getByRole('button', { name: pickerLabel(next), exact: true });
    await expect(nextButton).toBeEnabled();
    await expect(page.locator('button[data-disabled][aria-label]').first()).toBeVisible();
    await shoot(page, 'shipping-07-postjob-picker', { fullPage: false });
    await nextButton.click();
    const [y, m, d] = next.split('-');
    // Thai shows the Buddhist-era year.
    await expect(page.getByTestId('post-job-date')).toHaveText(`${d}/${m}/${Number(y) + 543}`);
    await expect(nextButton).toBeHidden(); // the calendar has closed, not fading over the form in the shot
    await shoot(page, 'shipping-08-postjob-form');

    await page.getByTestId('post-job-confirm').click();
    const popupForm = page.getByTestId('password-confirm');
    await expect(popupForm.getByTestId('confirm-email')).toHaveValue(big.shop.seller.email);
    await popupForm.getByTestId('confirm-password').fill(FIXTURE_PASSWORD);
    await shoot(page, 'shipping-09-postjob-confirm', { fullPage: false });
    await popupForm.getByTestId('confirm-send').click();
    await expect(page.getByTestId('post-job-success')).toContainText(SAY.appointmentSent);
    await expect(page.getByTestId('post-job-state')).toHaveText(SAY.accepted);
    await expect(page.getByTestId('post-job-confirm')).toHaveCount(0);
    await expect(page.getByTestId('post-job-name')).toHaveAttribute('readonly', '');
    await closeToasts(page);
    await shoot(page, 'shipping-10-postjob-accepted');
    await page.getByTestId('back').click();
    await expect(page).toHaveURL(/\/stores\/shippinglists$/);
  });

  await test.step('the post office accepts the nine parcels (push service): the list is handed over, print only, in the history', async () => {
    const page = seller;
    // The push service's body (shared reference postal-facts.md): { items: [track events], track_datetime }; 103 = accepted.
    const accepted = big.barcodes.map((barcode) => ({
      barcode,
      status: '103',
      status_description: 'รับฝาก',
      status_date: '27/11/2569 09:00:00+07:00',
      location: 'ปณ.คลองเตย',
      postcode: '10110',
    }));
    const pushed = await request.post('/api/track/webhook', {
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
      data: { items: accepted, track_datetime: '27/11/2569 09:05+07:00' },
    });
    expect(pushed.status()).toBe(200);
    await page.goto('/stores/shippinglists');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.goto('/stores/shippinglists/history');
    const row = page.getByTestId('shipping-list-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('handed-over')).toHaveText(/^ส่งมอบแล้ว \d\d\/\d\d\/\d{4}$/);
    await expect(row.getByTestId('print-shipping-list')).toBeVisible();
    for (const action of ['book-pick-up', 'pay-shipping-list', 'delete-shipping-list'])
      await expect(row.getByTestId(action)).toHaveCount(0);
    await saveAtWidths(page, 'shipping-12-history-handed-over', [1280, 390], { hideToasts: true });
    await page.goto(`/stores/shippinglists/manage?shippinglistId=${big.listId}`);
    await expect(page.getByTestId('sent-pos')).toContainText('ไปรษณีย์รับพัสดุตามใบนำส่งนี้ครบทุกชิ้นแล้ว');
    await shoot(page, 'shipping-13-manage-handed-over');
  });
  await bigContext.close();

  await test.step('on a phone the lists are cards', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('shipping-list-cards')).toBeVisible();
    await expect(page.getByTestId('shipping-list-table')).toHaveCount(0);
    await shoot(page, 'shipping-11-list-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  await test.step('every shipping menu item opens its own screen, never main', async () => {
    await page.goto('/stores/shippinglists/history');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ประวัติใบนำส่ง');
    await page.getByTestId('menu-ship').click();
    const links = page.getByRole('menu').getByRole('menuitem');
    await expect(links.and(page.locator('[href="/stores/shippinglists"]'))).toBeVisible();
    const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href') ?? ''));
    // Every item shown has its screen, reservations included.
    expect(hrefs).toContain('/stores/reserve');
    await page.keyboard.press('Escape');
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page, href).toHaveURL(new RegExp(`${href.split('?')[0]}`));
      expect(new URL(page.url()).pathname, href).not.toBe('/');
    }
  });
});

/**
 * A store with a confirmed, paid list of nine 20 kg EMS parcels (2,250 baht): labels published through the API and
 * the card paid in the 2C2P simulator (the signed form posted, then its success button), as a browser would.
 */
async function paidBigList(request: APIRequestContext): Promise<{ shop: PaidShop; listId: string; barcodes: string[] }> {
  const shop = await paidShop(request, 'shipbig', 9);
  const storeUrl = `/api/stores/${shop.store.id}`;
  const headers = shop.seller.headers;
  const published = await request.post(`${storeUrl}/mailings`, {
    headers,
    data: { optionId: 'ems', weight: 20_000, orders: shop.orders.map((o) => ({ orderId: o.id })) },
  });
  expect(published.status()).toBe(201);
  const created = await request.post(`${storeUrl}/shippinglists`, {
    headers,
    data: { orderIds: shop.orders.map((o) => o.id), confirm: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const list = (await created.json()) as { id: string; priceTotal: number };
  expect(list.priceTotal).toBe(225_000);
  const form = (await (await request.get(`${storeUrl}/shippinglists/${list.id}/token`, { headers })).json()) as {
    action: string;
    fields: Record<string, string>;
  };
  expect((await request.post(form.action, { form: form.fields })).status()).toBe(200);
  const decided = await request.post(new URL('/sim/payment/decide', form.action).toString(), {
    form: { ...form.fields, choice: 'success' },
  });
  expect(decided.status()).toBe(200);
  const paid = await (await request.get(`${storeUrl}/shippinglists/${list.id}`, { headers })).json();
  expect(paid).toMatchObject({ statusPayment: true, actions: { canBookPickUp: true } });
  const barcodes = ((await published.json()).created as Array<{ barcode: string }>).map((m) => m.barcode);
  return { shop, listId: list.id, barcodes };
}

/** The first day after today (Bangkok) that is not a weekend or a holiday. */
function nextWorkingDay(holidays: ReadonlySet<string>): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  for (;;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holidays.has(iso)) return iso;
  }
}
