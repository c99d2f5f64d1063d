import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { bangkokGeo, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller and the clerk should read (spec 2 sections 4, 5 and 8), written out so a wrong catalog entry fails. */
const SAY = {
  listTitle: 'จองกล่องพร้อมส่ง',
  wholeNumber: 'กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก',
  sizeRequired: 'กรุณาระบุจำนวนกล่องอย่างน้อย 1 ขนาด',
  draft: 'รอยืนยันการจอง',
  confirmed: 'ยืนยันการจองแล้ว',
  paid: 'ชำระเงินแล้ว',
  unpaid: 'ยังไม่ชำระเงิน',
  paidText: 'ชำระเงินเรียบร้อยแล้ว',
  paymentDone: 'ชำระเงินสำเร็จ',
  confirmListTitle: 'ยืนยันการจอง',
  total: '1,040.00 บาท',
  boxes: '20 กล่อง',
};

/** The outlet the seller collects from: Khlong Toei, Bangkok (postcode 10110). */
const OUTLET_CODE = '10110';

/** Saves e2e/artifacts/screenshots/<name>.png without the toasts over the page's top right. */
const shoot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  saveNamedScreenshot(page, name, { ...options, hideToasts: true });

/** The stock page's row of a size: total and remaining barcodes (0 when the size has no row yet). */
async function stockOf(page: Page, size: string): Promise<{ limit: number; remain: number }> {
  await page.goto('/stores/stockbarcode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('บาร์โค้ดกล่องพร้อมส่งคงเหลือ');
  await expect(page.getByTestId('stock-table').or(page.getByTestId('empty-list'))).toBeVisible();
  const row = page.getByTestId('stock-row').filter({ has: page.getByRole('cell', { name: `กล่องพร้อมส่ง กล่องขนาด ${size}`, exact: true }) });
  if ((await row.count()) === 0) return { limit: 0, remain: 0 };
  const number = async (testId: string) => Number((await row.getByTestId(testId).innerText()).replace(/,/g, ''));
  return { limit: await number('stock-limit'), remain: await number('stock-remain') };
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password, TEXTS.th);
  return page;
}

/**
 * Spec 2 "Reserve delivery", "Stock", the post-office confirm screens and sections 4-5: a guest is sent to sign in
 * and comes back; the seller reserves 2 sets of size M at a post office (the form refuses a fractional quantity with
 * the spec's message), pays in the card gateway simulator, the post office's outlet admin confirms the hand-over, the
 * seller's stock shows 20 more M boxes, and a ready-to-send mailing of size M is published from that stock.
 */
test('reserve: reserve 2 sets of M, pay, the post office confirms, the stock grows by 20 and a box mailing uses one', async ({
  page,
  browser,
  request,
}) => {
  const shop = await paidShop(request, 'reserve', 0);
  const storeUrl = `/api/stores/${shop.store.id}`;
  // A recipient in the seller's address book, for the ready-to-send mailing at the end.
  const recipient = await request.post(`${storeUrl}/address/ship`, {
    headers: shop.seller.headers,
    data: { name: 'มานี', surname: 'กล่องพร้อมส่ง', phone: '0861234567', homeAddress: '5/5', ...(await bangkokGeo(request)) },
  });
  expect(recipient.status()).toBe(201);

  await test.step('a guest opening a reserve route lands on sign-in, and comes back after signing in', async () => {
    for (const path of ['/stores/reserve/manage', `/stores/reserve/view?reserveId=${crypto.randomUUID()}`]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/signin$/);
    }
    await page.goto('/stores/reserve');
    await expect(page).toHaveURL(/\/signin$/);
    await page.locator('input[name="username"]').fill(shop.seller.email);
    await page.locator('input[name="password"]').fill(FIXTURE_PASSWORD);
    await page.getByRole('button', { name: TEXTS.th.signInButton, exact: true }).click();
    await expect(page).toHaveURL(/\/stores\/reserve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAY.listTitle);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  await test.step('the shipping menu offers the reservation and stock screens, each its own page (never main)', async () => {
    await page.getByTestId('menu-ship').click();
    await expect(page.getByRole('menuitem', { name: 'บาร์โค้ดคงเหลือ' })).toHaveAttribute('href', '/stores/stockbarcode');
    await page.getByRole('menuitem', { name: 'จองกล่องพร้อมส่ง' }).click();
    await expect(page).toHaveURL(/\/stores\/reserve$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SAY.listTitle);
  });

  const before = await stockOf(page, 'M');

  let reserveUrl = '';
  await test.step('the form: outlet and sizes required, a fractional quantity refused, save disabled until valid', async () => {
    await page.goto('/stores/reserve');
    await page.getByTestId('create-reserve').click();
    await expect(page).toHaveURL(/\/stores\/reserve\/manage$/);
    const save = page.getByTestId('save-reserve');
    await expect(save).toBeDisabled();

    const sizeM = page.getByTestId('reserve-size-M');
    await sizeM.getByTestId('size-check').check();
    const sets = sizeM.getByTestId('size-sets');
    await sets.fill('1.5');
    await expect(sizeM.getByText(SAY.wholeNumber)).toBeVisible();
    await sets.fill('0');
    await expect(sizeM.getByText(SAY.wholeNumber)).toBeVisible();
    await expect(save).toBeDisabled();
    await sizeM.getByTestId('size-check').uncheck();
    await expect(page.getByTestId('sizes-error')).toHaveText(SAY.sizeRequired);
    await sizeM.getByTestId('size-check').check();
    await sets.fill('2');
    await expect(sizeM.getByText(SAY.wholeNumber)).toHaveCount(0);
    await expect(page.getByTestId('reserve-total')).toHaveText(SAY.total);
    // Still no post office.
    await expect(save).toBeDisabled();

    const outlet = page.getByTestId('reserve-outlet');
    await outlet.click();
    await outlet.fill(OUTLET_CODE);
    await page
      .getByRole('option')
      .filter({ hasText: `(${OUTLET_CODE})` })
      .first()
      .click();
    await expect(outlet).toHaveValue(new RegExp(`\\(${OUTLET_CODE}\\)$`));
    await expect(save).toBeEnabled();
    await closeToasts(page);
    await shoot(page, 'reserve-01-form');

    await save.click();
    await expect(page).toHaveURL(/\/stores\/reserve\/view\?reserveId=/);
    reserveUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect(page.getByTestId('reserve-status')).toHaveText(SAY.draft);
    await expect(page.getByTestId('reserve-status')).toHaveAttribute('data-tone', 'danger');
    await expect(page.getByTestId('reserve-payment')).toHaveText(SAY.unpaid);
    await expect(page.getByTestId('reserve-quantity')).toHaveText(SAY.boxes);
    await expect(page.getByTestId('reserve-price')).toHaveText(SAY.total);
    await expect(page.getByTestId('reserve-line')).toHaveCount(1);
    await expect(page.getByTestId('reserve-collect-by')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    // Unpaid: only paying is offered (spec 2 section 4: editable only when StatusPayment is true).
    await expect(page.getByTestId('pay-reserve')).toBeVisible();
    await expect(page.getByTestId('edit-reserve')).toHaveCount(0);
    await closeToasts(page);
    await shoot(page, 'reserve-02-view-unpaid');
  });

  await test.step('pay by card in the gateway simulator: the server verifies it; paid text and payment information show', async () => {
    await page.getByTestId('pay-reserve').click();
    await expect(page).toHaveURL(/\/sim\/payment$/);
    await expect(page.getByText('1040.00').or(page.getByText('1,040.00'))).toBeVisible();
    await page.getByRole('button', { name: 'Pay (success, 000)' }).click();
    await expect(page).toHaveURL(/\/stores\/reserve\/view\?/);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-title')).toHaveText(SAY.paymentDone);
    await expect(page.getByTestId('reserve-payment')).toHaveText(SAY.paid);
    await expect(page.getByTestId('reserve-paid-text')).toHaveText(SAY.paidText);
    await expect(page.getByTestId('approval-bank-code')).not.toHaveText('-');
    await expect(page.getByTestId('pay-reserve')).toHaveCount(0);
    await closeToasts(page);
    await shoot(page, 'reserve-03-view-paid');
  });

  await test.step('paid, it may be edited, but not to cost more than was paid: the server says so on the form', async () => {
    await page.getByTestId('edit-reserve').click();
    await expect(page).toHaveURL(/\/stores\/reserve\/manage\?reserveId=/);
    const sizeM = page.getByTestId('reserve-size-M');
    await expect(sizeM.getByTestId('size-check')).toBeChecked();
    await expect(sizeM.getByTestId('size-sets')).toHaveValue('2');
    await expect(page.getByTestId('reserve-outlet')).toHaveValue(new RegExp(`\\(${OUTLET_CODE}\\)$`));
    await sizeM.getByTestId('size-sets').fill('3');
    await page.getByTestId('save-reserve').click();
    await expect(page.getByTestId('save-error')).toContainText('เกินยอดที่ชำระแล้ว');
    await expect(page).toHaveURL(/\/stores\/reserve\/manage\?reserveId=/);
  });

  let code = '';
  await test.step('the list: boxes as sets x 10, total price, date, outlet, paid; filtered by status', async () => {
    await page.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(/\/stores\/reserve$/);
    const row = page.getByTestId('reserve-row');
    await expect(row.getByTestId('edit-reserve')).toBeVisible();
    await expect(row.getByTestId('delete-reserve')).toBeVisible();
    await expect(row).toHaveCount(1);
    code = await row.getByTestId('reserve-code').innerText();
    await expect(row.getByTestId('reserve-quantity')).toHaveText(SAY.boxes);
    await expect(row.getByTestId('reserve-price')).toHaveText(SAY.total);
    await expect(row.getByTestId('reserve-outlet')).not.toBeEmpty();
    await expect(row.getByTestId('reserve-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(row.getByTestId('reserve-payment')).toHaveText(SAY.paid);
    await expect(row.getByTestId('reserve-status')).toHaveText(SAY.draft);

    const filter = page.getByTestId('status-filter');
    await filter.click();
    await page.getByRole('option', { name: SAY.confirmed, exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=\d+/);
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await filter.click();
    await page.getByRole('option', { name: SAY.draft, exact: true }).click();
    await expect(row).toHaveCount(1);
    await closeToasts(page);
    await shoot(page, 'reserve-04-list');
  });

  await test.step('on a 390 px phone the list shows cards and the form fits', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/stores/reserve');
    await expect(page.getByTestId('reserve-cards')).toBeVisible();
    await expect(page.getByTestId('reserve-table')).toHaveCount(0);
    await expect(page.getByTestId('reserve-row').getByTestId('reserve-quantity')).toHaveText(SAY.boxes);
    await shoot(page, 'reserve-05-list-390', { fullPage: false });
    await page.goto('/stores/reserve/manage');
    await page.getByTestId('reserve-size-M').getByTestId('size-check').check();
    await page.getByTestId('reserve-size-M').getByTestId('size-sets').fill('3');
    await expect(page.getByTestId('reserve-total')).toHaveText('1,560.00 บาท');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shoot(page, 'reserve-06-form-390');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  await test.step('the outlet admin of 10110 finds it on the confirm list and confirms the hand-over', async () => {
    const clerk = await signedInPage(browser, DEMO.outlet, DEMO_PASSWORD);
    await clerk.getByTestId('menu-adminManage').click();
    await clerk.getByRole('menuitem', { name: SAY.confirmListTitle }).click();
    await expect(clerk).toHaveURL(/\/confirmreservelist$/);
    await expect(clerk.getByRole('heading', { level: 1 })).toHaveText(SAY.confirmListTitle);
    await clerk.getByTestId('list-search').fill(shop.store.name);
    await clerk.getByTestId('list-search').press('Enter');
    const row = clerk.locator(`[data-testid="reserve-row"][data-code="${code}"]`).filter({ hasText: shop.store.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('reserve-store')).toHaveText(shop.store.name);
    await expect(row.getByTestId('reserve-quantity')).toHaveText(SAY.boxes);
    await closeToasts(clerk);
    await shoot(clerk, 'reserve-07-confirm-list');

    await row.getByTestId('to-confirm-reserve').click();
    await expect(clerk).toHaveURL(/\/confirmreserve\/[0-9a-f-]{36}$/);
    await expect(clerk.getByTestId('reserve-store')).toHaveText(shop.store.name);
    await clerk.getByTestId('confirm-reserve').click();
    await expect(clerk.getByRole('dialog')).toContainText('20 กล่อง');
    await clerk.getByTestId('confirm-dialog-confirm').click();
    await expect(clerk.getByText(`ยืนยันการจอง ${code} แล้ว`)).toBeVisible();
    await expect(clerk.getByTestId('reserve-status')).toHaveText(SAY.confirmed);
    await expect(clerk.getByTestId('reserve-status')).toHaveAttribute('data-tone', 'success');
    await expect(clerk.getByTestId('reserve-confirmed')).toBeVisible();
    await expect(clerk.getByTestId('confirm-reserve')).toHaveCount(0);
    await closeToasts(clerk);
    await shoot(clerk, 'reserve-08-confirmed');

    // Opened again, it stays read-only: a confirmed reservation cannot be confirmed twice.
    await clerk.reload();
    await expect(clerk.getByTestId('reserve-confirmed')).toBeVisible();
    await expect(clerk.getByTestId('confirm-reserve')).toHaveCount(0);
    await clerk.context().close();
  });

  await test.step('the seller sees it confirmed (success label), no longer editable, and 20 more M boxes in stock', async () => {
    await page.goto(reserveUrl);
    await expect(page.getByTestId('reserve-status')).toHaveText(SAY.confirmed);
    await expect(page.getByTestId('edit-reserve')).toHaveCount(0);
    await expect(page.getByTestId('reserve-confirmed')).toBeVisible();
    await page.goto('/stores/reserve');
    await expect(page.getByTestId('reserve-row').getByTestId('reserve-status')).toHaveAttribute('data-tone', 'success');
    await expect(page.getByTestId('reserve-row').getByTestId('edit-reserve')).toHaveCount(0);
    await expect(page.getByTestId('reserve-row').getByTestId('delete-reserve')).toHaveCount(0);
    // The confirm screens are the post office's: a seller is sent to /403.
    await page.goto('/confirmreservelist');
    await expect(page).toHaveURL(/\/403$/);
    const after = await stockOf(page, 'M');
    expect(after).toEqual({ limit: before.limit + 20, remain: before.remain + 20 });
    await shoot(page, 'reserve-09-stock');
  });

  await test.step('a ready-to-send mailing of size M is published from that stock', async () => {
    await page.goto('/stores/delivery/manage');
    await page.getByTestId('recipients-choose').click();
    const picker = page.getByTestId('recipient-picker');
    await picker.getByTestId('picker-row').filter({ hasText: 'มานี กล่องพร้อมส่ง' }).getByTestId('picker-row-check').check();
    await picker.getByTestId('picker-confirm').click();
    await expect(picker).toBeHidden();
    await page.getByTestId('service-promptpost').click();
    const sizeM = page.getByTestId('box-size-M');
    await expect(sizeM.getByTestId('box-remaining')).toHaveText(`คงเหลือ ${before.remain + 20} กล่อง`);
    await sizeM.click();
    await page.getByTestId('manage-confirm').click();
    await expect(page.getByTestId('publish-success')).toContainText('สร้างรายการฝากส่ง 1 รายการสำเร็จ');
    await page.getByTestId('publish-stay').click();
    const after = await stockOf(page, 'M');
    expect(after).toEqual({ limit: before.limit + 20, remain: before.remain + 19 });
  });
});
