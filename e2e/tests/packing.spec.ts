import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read (spec 1 sections 2, 4 and 5), written out so a wrong catalog entry fails the journey. */
const SAY = {
  ordersRequired: 'กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ',
  packedMax: 'จำนวนที่นับได้ต้องไม่เกินจำนวนที่สั่ง (2)',
  countIncomplete: 'กรุณาตรวจสอบจำนวนการนับสินค้า',
  draftSaved: 'บันทึกร่างแล้ว',
  splitRequired: 'กรุณาเลือกจำนวนสินค้าที่จะแบ่งกล่อง',
  labelDialog: 'เลือกขนาดใบจ่าหน้า',
  done: 'เสร็จสิ้น',
};

/** An EMS barcode as Thailand Post issues it (S10). */
const EMS_BARCODE = /^E[A-Z]\d{9}TH$/;

const artifacts = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const pdfDir = join(artifacts, 'handover');
const screenshotDir = join(artifacts, 'screenshots');

/**
 * Saves e2e/artifacts/screenshots/<name>.png with the toasts hidden for the shot (they would cover the page's
 * top right), unless the toast is what the shot is about.
 */
const shoot = (page: Page, name: string, options: { fullPage?: boolean; toasts?: boolean } = {}) =>
  saveNamedScreenshot(page, name, { fullPage: options.fullPage, hideToasts: !options.toasts });

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Barcodes zbarimg reads from pages of a saved PDF. The 80 dpi pictures are for people: the hand-over list's
 * barcodes are sized for a printer and their bars merge at 80 dpi, so the scan renders at 200 dpi (kept beside
 * the PDF).
 */
function scan(name: string, pages: { first: number; last: number }): string[] {
  const prefix = join(pdfDir, `${name}-scan`);
  run('pdftoppm', ['-png', '-r', '200', '-f', String(pages.first), '-l', String(pages.last), join(pdfDir, `${name}.pdf`), prefix]);
  const pngs = readdirSync(pdfDir).filter((f) => f.startsWith(`${name}-scan-`) && f.endsWith('.png'));
  const read = () => {
    try {
      // Code 128 only: the labels also carry their tracking page's QR code.
      return run('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', ...pngs.map((f) => join(pdfDir, f))]);
    } catch (error) {
      // Exit 4: no barcode found (the assertion says so); anything else (zbarimg missing, a bad PNG) fails here.
      if ((error as { status?: number }).status === 4) return '';
      throw error;
    }
  };
  return read().split('\n').filter(Boolean);
}

/**
 * Fetches a PDF with the page's own session (as the button's new window does), saves it, checks its page count
 * and size with pdfinfo and renders every page to e2e/artifacts/screenshots/<name>-<n>.png at 80 dpi.
 */
async function fetchPdf(page: Page, url: string, name: string, expected: { pages: number; size?: [number, number] }) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  mkdirSync(pdfDir, { recursive: true });
  const file = join(pdfDir, `${name}.pdf`);
  writeFileSync(file, await response.body());

  const info = run('pdfinfo', [file]);
  expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBe(expected.pages);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  if (expected.size) {
    expect(Math.abs(Number(size?.[1]) - expected.size[0])).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(size?.[2]) - expected.size[1])).toBeLessThanOrEqual(1);
  }

  mkdirSync(screenshotDir, { recursive: true });
  for (const dir of [screenshotDir, pdfDir]) {
    for (const old of readdirSync(dir).filter((f) => f.startsWith(`${name}-`))) rmSync(join(dir, old));
  }
  run('pdftoppm', ['-png', '-r', '80', file, join(screenshotDir, name)]);
  const pngs = readdirSync(screenshotDir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  expect(pngs).toHaveLength(expected.pages);
}

/** A GET on the seller's API (bearer headers), as JSON. */
async function apiGet(request: APIRequestContext, headers: Record<string, string>, path: string) {
  const response = await request.get(path, { headers });
  expect(response.ok()).toBe(true);
  return response.json();
}

const cardOf = (page: Page, orderName: string): Locator => page.locator(`[data-testid="pack-card"][data-order-name="${orderName}"]`);

/**
 * A seller picks two paid orders, counts them, splits one order into two boxes, weighs the three boxes,
 * creates the EMS labels, prints the labels and the hand-over list (both PDFs checked and scanned), finishes the
 * list and finds it read-only in the history; the orders are then waiting for shipment.
 */
test('packing: pick two orders, count, split a box, weigh, label, print and finish', async ({ page, request }) => {
  const shop = await paidShop(request, 'pack', 2);
  const [first, second] = shop.orders as [(typeof shop.orders)[number], (typeof shop.orders)[number]];
  const [chili] = shop.products as [(typeof shop.products)[number]];
  const store = `/api/stores/${shop.store.id}`;
  let listId = '';
  let packingCode = '';
  const barcodes: string[] = [];

  await test.step('choose orders: nothing chosen is refused, then both orders go on to counting', async () => {
    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.getByTestId('menu-sell').click();
    await page.getByRole('menuitem', { name: 'หยิบสินค้า' }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/picking-chooseOrders$`));
    const rows = page.getByTestId('order-choice-row');
    await expect(rows).toHaveCount(2);

    await page.getByTestId('picking-next').click();
    await expect(page.getByTestId('order-selection-error')).toHaveText(SAY.ordersRequired);
    await expect(page).toHaveURL(/picking-chooseOrders$/);

    for (const order of [first, second]) {
      await page.locator(`[data-testid="order-choice-row"][data-order="${order.name}"]`).getByTestId('order-check').check();
    }
    await expect(page.getByTestId('order-selected-count')).toHaveText('เลือกแล้ว 2 รายการ');
    await expect(page.getByTestId('order-selection-error')).toHaveText('');
    await shoot(page, 'packing-01-choose');

    await page.getByTestId('picking-next').click();
    await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/picking-pickItem\\?packingListId=`));
    listId = new URL(page.url()).searchParams.get('packingListId') ?? '';
    expect(listId).not.toBe('');
  });

  await test.step('pick item: too many is refused, nothing counted in full is refused; count all, save a draft, confirm', async () => {
    await expect(page.getByTestId('count-order')).toHaveCount(2);
    const firstOrder = page.locator(`[data-testid="count-order"][data-order="${first.name}"]`);
    const chiliInput = firstOrder.locator(`[data-testid="count-item"][data-product="${chili.name}"]`).getByTestId('count-input');
    await chiliInput.fill('3');
    await expect(firstOrder.getByText(SAY.packedMax)).toBeVisible();
    await shoot(page, 'packing-02-pick-max');

    // A valid count that still leaves every order short: confirm is refused with the spec's message.
    await chiliInput.fill('1');
    await expect(firstOrder.getByText(SAY.packedMax)).toHaveCount(0);
    await page.getByTestId('count-confirm').click();
    await expect(page.getByText(SAY.countIncomplete)).toBeVisible();
    expect((await apiGet(request, shop.seller.headers, `${store}/packing-lists/${listId}`)).status.referenceKey).toBe('COUNTING');
    await shoot(page, 'packing-03-pick-incomplete', { toasts: true });

    for (const button of await page.getByTestId('count-all').all()) await button.click();
    await expect(page.getByTestId('count-order-state')).toHaveText(['นับครบแล้ว', 'นับครบแล้ว']);
    await expect(page.getByTestId('count-summary-packed')).toHaveText(['4', '2']);
    await page.getByTestId('count-save-draft').click();
    await expect(page.getByText(SAY.draftSaved)).toBeVisible();
    const drafted = await apiGet(request, shop.seller.headers, `${store}/packing-lists/${listId}`);
    expect(drafted.status.referenceKey).toBe('COUNTING');
    expect(drafted.orders.map((o: { isFullyCounted: boolean }) => o.isFullyCounted)).toEqual([true, true]);
    await shoot(page, 'packing-04-pick-counted');

    await page.getByTestId('count-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/stores/packing-lists/${listId}$`));
  });

  await test.step('boxes: an empty split is refused; one chili paste moves to a new box of the first order', async () => {
    const card = cardOf(page, first.name);
    await expect(card.getByTestId('box-card')).toHaveCount(1);
    await expect(cardOf(page, second.name).getByTestId('box-card')).toHaveCount(1);
    await card.getByTestId('split-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(first.name);
    await expect(dialog.getByTestId('split-row')).toHaveCount(2);
    await dialog.getByTestId('split-save').click();
    await expect(dialog.getByTestId('split-error')).toHaveText(SAY.splitRequired);
    await expect(dialog).toHaveCSS('opacity', '1');
    await shoot(page, 'packing-05-split-empty', { fullPage: false });

    await dialog.getByTestId('split-row').filter({ hasText: chili.name }).getByTestId('split-quantity').fill('1');
    await dialog.getByTestId('split-save').click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId('box-card')).toHaveCount(2);
    await expect(card).toContainText('2 กล่อง');
    const newBox = card.locator('[data-testid="box-card"][data-box-no="2"]');
    await expect(newBox.getByTestId('box-item')).toHaveCount(1);
    await expect(newBox.getByTestId('box-item')).toContainText(chili.name);
    await expect(newBox.getByTestId('box-item')).toContainText('× 1');
    await expect(page.getByTestId('packing-bar')).toContainText('2 คำสั่งซื้อ · 3 กล่อง');
    await shoot(page, 'packing-06-boxes');

    await page.getByTestId('calculate-fee').click();
    await expect(page).toHaveURL(new RegExp(`/stores/packing-list-weigh/${listId}$`));
  });

  await test.step('weigh: grams for all three boxes, then the labels are created', async () => {
    const inputs = page.getByTestId('weigh-input');
    await expect(inputs).toHaveCount(3);
    // What was typed stays, and a negative, non-numeric or too heavy weight is refused at the field.
    for (const [typed, message] of [
      ['-5', 'กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0'],
      ['12abc', 'กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0'],
      ['20001', 'น้ำหนักเกิน 20,000 กรัม ที่บริการนี้รับได้'],
    ] as const) {
      await inputs.first().fill(typed);
      await page.getByTestId('weigh-create-labels').click();
      await expect(inputs.first()).toHaveValue(typed);
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`/stores/packing-list-weigh/${listId}$`));
    for (const [i, grams] of ['850', '400', '1200'].entries()) await inputs.nth(i).fill(grams);
    await shoot(page, 'packing-07-weigh');
    await page.getByTestId('weigh-create-labels').click();
    await expect(page).toHaveURL(new RegExp(`/stores/packing-list-done/${listId}$`));
  });

  await test.step('done: every box has an EMS barcode', async () => {
    const codes = page.getByTestId('box-barcode');
    await expect(codes).toHaveCount(3);
    barcodes.push(...(await codes.allInnerTexts()).map((code) => code.trim()));
    for (const code of barcodes) expect(code).toMatch(EMS_BARCODE);
    expect(new Set(barcodes).size).toBe(3);
    await expect(page.getByTestId('retry-labels')).toHaveCount(0);
    packingCode = (await page.getByTestId('packing-code').innerText()).trim();
    await shoot(page, 'packing-08-done');
  });

  await test.step('print labels through the label-size popup; the labels PDF has a scannable page per box', async () => {
    await page.getByTestId('print-labels').click();
    const dialog = page.getByRole('dialog', { name: SAY.labelDialog });
    await expect(dialog.getByTestId('label-option-1')).toBeVisible();
    // Shot once the popup has faded in.
    await expect(dialog).toHaveCSS('opacity', '1');
    await shoot(page, 'packing-09-label-size', { fullPage: false });
    await dialog.getByTestId('label-option-1').click();
    const labelsUrl = `${store}/printmailings/mailingFromPacking?packingListId=${listId}&LabelOption=1`;
    const opened = page.context().waitForEvent('request', (r) => r.url().endsWith(labelsUrl));
    const popup = page.waitForEvent('popup');
    await dialog.getByTestId('label-print').click();
    await opened;
    await (await popup).close();
    await page.getByTestId('print-done-close').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await fetchPdf(page, labelsUrl, 'packing-labels', { pages: 3 });
    expect(scan('packing-labels', { first: 1, last: 3 }).sort()).toEqual([...barcodes].sort());
  });

  await test.step('scan the printed labels (the codes zbarimg read from the PDF): each marks its box, a label of another list is refused', async () => {
    const printed = scan('packing-labels', { first: 1, last: 3 });
    for (const code of printed) {
      await page.getByTestId('scan-input').fill(code.toLowerCase());
      await page.getByTestId('scan-input').press('Enter');
    }
    await expect(page.getByTestId('label-checked')).toHaveCount(3);
    const rows = page.getByTestId('scan-row');
    await expect(rows.first()).toHaveAttribute('data-result', 'counted');
    await expect(rows.first()).toContainText('(ตรวจแล้ว 3/3)');
    await page.getByTestId('scan-input').fill('EF000000000TH');
    await page.getByTestId('scan-input').press('Enter');
    await expect(rows.first()).toHaveAttribute('data-result', 'refused');
    await expect(rows.first()).toHaveText('ใบจ่าหน้า EF000000000TH ไม่ใช่ของรายการแพ็คนี้ อย่าส่งมอบรวมกับกล่องเหล่านี้');
    await shoot(page, 'packing-09b-labels-scanned');
  });

  await test.step('print the hand-over list: A4, two copies, the first page lists all three barcodes', async () => {
    const handoverUrl = `${store}/printshippinglists?packingListId=${listId}`;
    const opened = page.context().waitForEvent('request', (r) => r.url().endsWith(handoverUrl));
    const popup = page.waitForEvent('popup');
    await page.getByTestId('print-handover').click();
    await opened;
    await (await popup).close();

    await fetchPdf(page, handoverUrl, 'packing-handover', { pages: 2, size: [595, 842] });
    expect(scan('packing-handover', { first: 1, last: 1 }).sort()).toEqual([...barcodes].sort());
  });

  await test.step('finish: the list is done in the history and its details are read-only', async () => {
    await page.getByTestId('finish').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/packing-history$`));
    const row = page.locator(`[data-testid="packing-list-row"][data-code="${packingCode}"]`);
    await expect(row.getByTestId('packing-status')).toHaveAttribute('data-status', 'DONE');
    await expect(row.getByTestId('packing-status')).toHaveText(SAY.done);
    await shoot(page, 'packing-10-history');

    await row.getByTestId('packing-details').click();
    await expect(page).toHaveURL(new RegExp(`/stores/view\\?packingListId=${listId}$`));
    await expect(page.getByTestId('packing-status')).toHaveText(SAY.done);
    await expect(page.getByTestId('box-barcode')).toHaveText(barcodes);
    for (const editing of ['split-open', 'box-delete', 'weigh-input', 'finish', 'retry-labels', 'sender-change', 'calculate-fee']) {
      await expect(page.getByTestId(editing)).toHaveCount(0);
    }
    await expect(page.getByTestId('print-labels')).toBeEnabled();
    await shoot(page, 'packing-11-view');
  });

  await test.step('the orders wait for shipment, the list is DONE, and pick item no longer confirms it', async () => {
    const list = await apiGet(request, shop.seller.headers, `${store}/packing-lists/${listId}`);
    expect(list.status.referenceKey).toBe('DONE');
    expect(list.canConfirmCount).toBe(false);
    for (const order of [first, second]) {
      const detail = await apiGet(request, shop.seller.headers, `${store}/orders/${order.id}`);
      expect(detail.status.referenceKey).toBe('PENDING_FOR_SHIPMENT');
    }

    await page.goto(`/stores/${shop.store.uri}/picking-pickItem?packingListId=${listId}`);
    await expect(page.getByTestId('count-locked')).toBeVisible();
    await expect(page.getByTestId('count-input')).toHaveCount(4);
    for (const input of await page.getByTestId('count-input').all()) await expect(input).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('count-confirm')).toHaveCount(0);
    await expect(page.getByTestId('count-save-draft')).toHaveCount(0);
    await shoot(page, 'packing-12-pick-locked');
  });
});
