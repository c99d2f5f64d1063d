import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { fetchPdf, printLabelsPdf, scanPdfPage } from './support/pdf-helpers';
import { apiEmsMailings, FIXTURE_PASSWORD, paidShop, simulatedEnd } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** 100 x 150 mm in PDF points. */
const THERMAL: [number, number] = [283.465, 425.197];

/**
 * A seller with a 4 x 6 in thermal printer picks the 10 x 15 cm thermal label: the PDF is that size with a scannable
 * barcode, and the ZPL (Zebra) choice downloads one ^XA ... ^XZ label with the barcode as a native Code 128 field
 * (the server's tests render the ZPL with another renderer and scan it). 1280 px, then 390 px in the same context.
 */
test('labels print on the thermal size as a PDF and as ZPL', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Four parcels: of four serials in a row at least one stays on its way (and on the mailing list).
  const shop = await paidShop(request, 'thermal', 4);
  const onTheirWay = (await apiEmsMailings(request, shop)).filter((m) => simulatedEnd(m.barcode) === null);
  const barcode = onTheirWay[0]?.barcode ?? '';
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto('/stores/mailings');
  await page.getByTestId('mailing-row').filter({ hasText: barcode }).getByTestId('mailing-select').check();

  const dialog = page.getByRole('dialog', { name: 'เลือกขนาดใบจ่าหน้า' });
  const openDialog = async () => {
    await page.getByTestId('print-selected').click();
    await dialog.getByTestId('label-option-11').click();
  };
  await openDialog();
  const format = dialog.getByTestId('label-format');
  await expect(format).toBeVisible();
  await expect(format.getByText('ZPL (Zebra)')).toBeVisible();
  await closeToasts(page);
  await saveNamedScreenshot(page, 'thermal-label-1280', { fullPage: false });

  // PDF: opened in a new window, 100 x 150 mm as pdfinfo reads it, the barcode scannable.
  const response = await printLabelsPdf(page, dialog);
  expect(new URL(response.url()).searchParams.get('LabelOption')).toBe('11');
  expect(new URL(response.url()).searchParams.get('format')).toBeNull();
  expect(await fetchPdf(page, response.url(), 'thermal-label', THERMAL)).toBe(1);
  expect(scanPdfPage('thermal-label', 1)).toContain(barcode);
  await page.getByTestId('print-done-close').click();

  // ZPL: downloaded as a file, one label, 800 x 1200 dots, the barcode a native ^BC field.
  await page.setViewportSize({ width: 390, height: 844 });
  await openDialog();
  await format.getByText('ZPL (Zebra)').click();
  await expect(dialog.getByText(/ไฟล์ ZPL จะดาวน์โหลด/)).toBeVisible();
  await format.scrollIntoViewIfNeeded();
  await saveNamedScreenshot(page, 'thermal-label-390', { fullPage: false });
  const download = page.waitForEvent('download');
  await dialog.getByTestId('label-print').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('labels.zpl');
  const zpl = readFileSync((await file.path()) as string, 'utf8');
  expect(zpl.match(/\^XA/g)).toHaveLength(1);
  expect(zpl).toContain('^PW800');
  expect(zpl).toContain('^LL1200');
  expect(zpl).toContain(`^BCN,`);
  expect(zpl).toContain(`^FD>:${barcode}^FS`);
  await expect(page.getByTestId('print-done-alert')).toContainText('ดาวน์โหลดไฟล์ ZPL แล้ว');
});
