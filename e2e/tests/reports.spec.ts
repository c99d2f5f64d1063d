import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { pickDay } from './support/date-picker';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, paidShop, simulatedEnd } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What a reader should see (spec 2 "Store reports", "Admin user screens"), written out so a wrong catalog entry fails. */
const SAY = {
  storeReports: 'รายงานร้านค้า',
  monthlySales: 'ยอดขายรายเดือน',
  dateRequired: 'กรุณาระบุวันที่',
  orderReportTitle: 'รายงานสรุปคำสั่งซื้อ',
  productReportTitle: 'รายงานสรุปสินค้าที่ขายได้',
  deliveryReportTitle: 'รายงานสรุปการจัดส่ง',
  ems: 'อีเอ็มเอส (EMS)',
  outletOwn: 'ที่ทำการไปรษณีย์: 10110',
  yearBuddhistEra: 'ปี (พ.ศ.)',
};

const downloads = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'downloads');
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Today and the first of this month in Bangkok (yyyy-MM-dd). */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date());
const firstOfMonth = `${today.slice(0, 8)}01`;

/** Clicks a download button and keeps the file under e2e/artifacts/downloads. */
async function download(page: Page, testId: string, name: string): Promise<string> {
  mkdirSync(downloads, { recursive: true });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = join(downloads, name);
  await file.saveAs(path);
  return path;
}

function expectPdf(path: string, size: [number, number], texts: string[]) {
  const info = run('pdfinfo', [path]);
  const found = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  expect([Math.round(Number(found?.[1])), Math.round(Number(found?.[2]))]).toEqual(size);
  const text = run('pdftotext', ['-raw', path, '-']);
  for (const t of texts) expect(text).toContain(t);
}

/** An .xlsx is a ZIP whose first sheet holds the Thai header (inline strings). */
function expectXlsx(path: string, header: string) {
  expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
  expect(run('unzip', ['-p', path, 'xl/worksheets/sheet1.xml'])).toContain(header);
}

test('a seller opens each store report: charts with their tables, then the three PDFs with checked dates', async ({ page, request }) => {
  const shop = await paidShop(request, 'rep', 2);
  const published = await request.post(`/api/stores/${shop.store.id}/mailings`, {
    headers: shop.seller.headers,
    data: { optionId: 'ems', orders: shop.orders.map((o) => ({ orderId: o.id })), weight: 600 },
  });
  expect(published.status(), await published.text()).toBe(201);
  // The delivery report counts parcels that are not cancelled; the tracking simulator withdraws some serials
  // (simulatedEnd), which the report then leaves out: 600 g for each parcel still counted. Tracking is synced now,
  // so the answer does not hang on whether the background poll has run yet.
  const synced = await request.post(`/api/stores/${shop.store.id}/mailings/update-tracking-status`, { headers: shop.seller.headers });
  expect(synced.status(), await synced.text()).toBe(200);
  const barcodes = ((await published.json()).created as { barcode: string }[]).map((m) => m.barcode);
  const countedGrams = (barcodes.filter((b) => simulatedEnd(b) !== 'cancelled').length * 600).toLocaleString('en-US');

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.getByTestId('menu-sell').click();
  await page.getByRole('menuitem', { name: SAY.storeReports }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/reports/summaryorders$`));
  await expect(page.getByRole('heading', { name: SAY.monthlySales })).toBeVisible();
  // The header's menu stays open over the page after its link navigated: close it before the screenshot.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.locator('[data-testid="sales-monthly-chart"] .recharts-line')).toBeVisible();
  // The year is the reader's era (Thai: พ.ศ.); the API is still asked for the common-era year.
  await expect(page.getByText(SAY.yearBuddhistEra, { exact: true })).toBeVisible();
  await expect(page.getByTestId('report-year')).toHaveValue(String(Number(today.slice(0, 4)) + 543));
  await saveNamedScreenshot(page, 'reports-01-sales-line');
  // Two paid orders of 2 x 120.00 + 85.00 each: 650.00 this month, and in the yearly bars.
  await page.getByTestId('sales-monthly-view').getByText('ตาราง').click();
  await expect(page.getByTestId('sales-monthly-figures-totals')).toContainText('650.00');
  await page.getByTestId('sales-span').getByText('รายปี').click();
  await expect(page.locator('[data-testid="sales-yearly-chart"] .recharts-bar-rectangle').first()).toBeVisible();
  await saveNamedScreenshot(page, 'reports-02-sales-yearly');

  await page.getByTestId('report-tab-productbestseller').click();
  await expect(page.locator('[data-testid="best-sellers-chart"] .recharts-bar-rectangle')).toHaveCount(2);
  await saveNamedScreenshot(page, 'reports-03-best-sellers');
  await page.getByTestId('best-sellers-view').getByText('ตาราง').click();
  await expect(page.getByTestId('best-sellers-figures')).toContainText('น้ำพริกเผา');
  await expect(page.getByTestId('best-sellers-figures').locator('tbody tr').first()).toContainText('4');

  await page.getByTestId('report-tab-countdelivery').click();
  await expect(page.locator('[data-testid="store-deliveries-chart"] .recharts-pie-sector')).toHaveCount(1);
  await expect(page.getByTestId('store-deliveries-chart')).toContainText(SAY.ems);
  await saveNamedScreenshot(page, 'reports-04-delivery-pie');

  const documents = [
    ['ordersummary', [842, 595], [SAY.orderReportTitle, shop.orders[0]?.name ?? '', 'รวม 2 คำสั่งซื้อ', '650.00']],
    ['productsummary', [595, 842], [SAY.productReportTitle, 'น้ำพริกเผา', 'รวม 2 รายการสินค้า', '650.00']],
    ['deliverysummary', [595, 842], [SAY.deliveryReportTitle, SAY.ems, countedGrams]],
  ] as const;
  for (const [doc, size, texts] of documents) {
    await page.getByTestId(`report-tab-${doc}`).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${doc}$`));
    // Both dates are required: the API's own message shows at each field, and nothing downloads.
    await page.getByTestId('download-pdf').click();
    await expect(page.getByText(SAY.dateRequired)).toHaveCount(2);
    await pickDay(page, 'report-start', firstOfMonth);
    await pickDay(page, 'report-end', today);
    await saveNamedScreenshot(page, `reports-05-${doc}`);
    expectPdf(await download(page, 'download-pdf', `${doc}.pdf`), size as [number, number], [...texts, shop.store.name]);
  }
});

/** The post-office reports an admin opens; the mailing report is the central admin's only (spec 2 section 6). */
async function openPostOfficeReports(page: Page, who: 'central' | 'outlet') {
  const shot = (name: string) => saveNamedScreenshot(page, `reports-${who}-${name}`);

  await page.goto('/thpreport');
  await expect(page.locator('[data-testid="all-deliveries-chart"] .recharts-pie-sector').first()).toBeVisible();
  if (who === 'outlet') await expect(page.getByTestId('report-own-outlet')).toContainText(SAY.outletOwn);
  else await expect(page.getByTestId('report-outlet')).toBeVisible();
  await shot('01-thp');

  if (who === 'central') {
    await page.goto('/mailingreport');
    await expect(page.getByTestId('mailing-report-row').first()).toBeVisible();
    await shot('02-mailings');
    expectXlsx(await download(page, 'export-excel', `${who}-mailings.xlsx`), 'หมายเลขพัสดุ');
  } else {
    await page.goto('/mailingreport');
    await expect(page).toHaveURL(/\/403$/);
  }

  await page.goto('/storereport');
  await expect(page.getByTestId('store-report-row').first()).toBeVisible();
  await shot('03-stores');
  expectXlsx(await download(page, 'export-excel', `${who}-stores.xlsx`), 'ชื่อร้าน');

  await page.goto('/userreport');
  await expect(page.getByTestId('user-report-table').or(page.getByTestId('report-empty'))).toBeVisible();
  await shot('04-users');
  expectXlsx(await download(page, 'export-excel', `${who}-users.xlsx`), 'ยืนยันอีเมลแล้ว');

  for (const [path, name, header] of [
    ['/reservereport', 'reserves', 'ขนาดกล่อง'],
    ['/payservicereport', 'payments', 'ชำระสำเร็จ'],
    ['/deliverysummary', 'delivery-summary', 'ที่ทำการไปรษณีย์'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId('show-report').click();
    await expect(page.getByText(SAY.dateRequired)).toHaveCount(2);
    await pickDay(page, 'report-start', firstOfMonth);
    await pickDay(page, 'report-end', today);
    await page.getByTestId('show-report').click();
    await expect(page.getByTestId(`${name === 'payments' ? 'pay-report' : name === 'reserves' ? 'reserve-report' : name}`)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shot(`05-${name}`);
    expectXlsx(await download(page, 'export-excel', `${who}-${name}.xlsx`), header);
    if (name === 'delivery-summary') {
      await expect(page.getByTestId('delivery-summary-table')).toContainText(SAY.ems);
      expectPdf(
        await download(page, 'download-pdf', `${who}-delivery-summary.pdf`),
        [595, 842],
        ['รายงานสรุปการฝากส่งตามที่ทำการไปรษณีย์', 'รวม'],
      );
    }
  }
}

/** A paid shop whose one order went out this month as an 800 g EMS parcel (its sender is in 10110, the demo outlet admin's office). */
async function shopWithParcel(request: APIRequestContext, tag: string): Promise<void> {
  const shop = await paidShop(request, tag, 1);
  expect(
    (
      await request.post(`/api/stores/${shop.store.id}/mailings`, {
        headers: shop.seller.headers,
        data: { optionId: 'ems', orders: shop.orders.map((o) => ({ orderId: o.id })), weight: 800 },
      })
    ).status(),
  ).toBe(201);
}

test('the central admin opens every post-office report and exports each to Excel', async ({ page, request }) => {
  await shopWithParcel(request, 'repadm');
  await signIn(page, DEMO.admin, DEMO_PASSWORD, TEXTS.th);
  await expect(page.getByTestId('menu-adminReports')).toBeVisible();
  await openPostOfficeReports(page, 'central');
});

test('an outlet admin sees its own office in every report it may open', async ({ page, request }) => {
  await shopWithParcel(request, 'repout');
  await signIn(page, 'outlet@songdee.test', DEMO_PASSWORD, TEXTS.th);
  await openPostOfficeReports(page, 'outlet');
});
