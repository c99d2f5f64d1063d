import { expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { fetchPdf, scanPdfPage } from './support/pdf-helpers';
import { apiProduct, apiSender, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** The thermal label's page, 100 x 150 mm, in points. */
const THERMAL_100_150: [number, number] = [283.46, 425.2];
const ADDRESSES = [
  '12/3 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  '45 หมู่ 5 ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
  '7 ซอยรามคำแหง 24 แขวงหัวหมาก เขตบางกะปิ กรุงเทพฯ 10240',
];
// "ชื่อลูกค้า" is not a field's own name, so the seller maps it by hand; the rest are chosen for them.
const HEADER = ['เลขที่คำสั่งซื้อ', 'ชื่อลูกค้า', 'เบอร์โทรศัพท์', 'ที่อยู่', 'สินค้า', 'จำนวน'];

const csvFile = (name: string, rows: string[][]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\ufeff${[HEADER, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\r\n')}`),
});
const orderRows = (n: number) =>
  Array.from({ length: n }, (_, i) => [
    `2411${String(i + 1).padStart(6, '0')}`,
    `ลูกค้า ที่${i + 1}`,
    '0812345678',
    ADDRESSES[i % 3] as string,
    'น้ำพริกเผา',
    '1',
  ]);

async function chooseFile(page: Page, file: ReturnType<typeof csvFile>, rows: number) {
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('import-file-read')).toContainText(`${rows} แถว`);
}

test('a seller imports 50 orders from a CSV, sees a bad row in red first, then prints their labels', async ({ page, request }) => {
  const geo = await bangkokGeo(request);
  const seller = await confirmedAccount(request, 'import-seller');
  const store = await apiStore(request, seller, geo, { name: 'ร้านนำเข้า', uri: `import-${Date.now().toString(36)}` });
  await apiProduct(request, seller, store.id, { name: 'น้ำพริกเผา', categoryId: 2, price: 12000, description: 'เผ็ดกลาง' });
  await apiSender(request, seller, store.id, geo);
  await signIn(page, seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await page.goto('/stores/orders');
  await page.getByTestId('import-orders').click();
  await expect(page).toHaveURL(/\/stores\/orders\/import$/);

  await test.step('a file with an address the reader cannot place shows that row red with its problem, and cannot be saved', async () => {
    await chooseFile(page, csvFile('bad.csv', [...orderRows(1), ['X1', 'ใครสักคน', '', 'บ้านสวน ใกล้ตลาด', 'น้ำพริกเผา', '1']]), 2);
    await page.getByTestId('map-recipientName').click();
    await page.getByRole('option', { name: 'ชื่อลูกค้า' }).click();
    await page.getByTestId('import-delivery').click();
    await page.getByRole('option', { name: /EMS/ }).click();
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('count-problem')).toHaveText('มีปัญหา 1 แถว');
    const bad = page.locator('[data-testid="import-row"][data-state="problem"]');
    await expect(bad).toContainText('อ่านตำบล อำเภอ จังหวัด หรือรหัสไปรษณีย์ไม่ได้แน่ชัด');
    await expect(page.getByTestId('import-save')).toBeDisabled();
    await saveNamedScreenshot(page, 'order-import-01-problem-row');
  });

  let orderIds: string[] = [];
  await test.step('50 good rows: checked, saved at once under a named mapping', async () => {
    await chooseFile(page, csvFile('orders.csv', orderRows(50)), 50);
    // The mapping chosen for the first file stays; the file is new, so its rows are checked again.
    await expect(page.getByTestId('map-recipientName')).toHaveValue('ชื่อลูกค้า');
    await page.getByTestId('import-mapping-name').fill('ไฟล์จากแชต');
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('count-ready')).toHaveText('พร้อมบันทึก 50 แถว');
    await expect(page.locator('[data-testid="import-row"]')).toHaveCount(50);
    await saveNamedScreenshot(page, 'order-import-02-preview-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    const firstRow = page.locator('[data-testid="import-row"]').first();
    await expect(firstRow).toContainText('2411000001');
    await page.getByTestId('count-ready').scrollIntoViewIfNeeded();
    await saveNamedScreenshot(page, 'order-import-03-preview-390', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/order-imports'));
    await page.getByTestId('import-save').click();
    const answer = await (await saved).json();
    expect(answer.created).toBe(50);
    orderIds = answer.orderIds;
    await expect(page.getByTestId('import-result')).toContainText('นำเข้าคำสั่งซื้อแล้ว 50 รายการ');
    await saveNamedScreenshot(page, 'order-import-04-saved');
    // Imported as paid, they wait for a label on the order list.
    await page.getByTestId('import-to-labels').click();
    await expect(page.getByTestId('make-label').first()).toBeVisible();
  });

  await test.step('their 50 EMS labels print on the 100 x 150 mm thermal size as one PDF, a label a page', async () => {
    const published = await request.post(`/api/stores/${store.id}/mailings`, {
      headers: seller.headers,
      data: { optionId: 'ems', weight: 500, orders: orderIds.map((orderId) => ({ orderId })) },
    });
    expect(published.status()).toBe(201);
    const mailings = (await published.json()).created as Array<{ id: string }>;
    expect(mailings).toHaveLength(50);
    const lot = await request.post(`/api/stores/${store.id}/mailingLots`, {
      headers: seller.headers,
      data: { mailingIds: mailings.map((m) => m.id) },
    });
    expect(lot.status()).toBe(201);
    const pages = await fetchPdf(
      page,
      `/api/stores/${store.id}/printmailings/mailingBarcode?mailingLotId=${(await lot.json()).id}&LabelOption=11`,
      'order-import-labels',
      THERMAL_100_150,
    );
    expect(pages).toBe(50);
    expect(scanPdfPage('order-import-labels', 50)).toContainEqual(expect.stringMatching(/^E[A-Z]\d{9}TH$/));
  });
});
