import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { printLabelsPdf } from './support/pdf-helpers';
import { apiEmsMailings, FIXTURE_PASSWORD, paidShop, simulatedEnd } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/**
 * A seller whose A4 2 x 4 sheet has five labels used already taps cell 6 in the label dialog: the PDF asked for starts
 * there (the renderer's placement is checked with pdftotext in the server's tests).
 */
for (const width of [1280, 390]) {
  test(`labels on a half-used sheet start at the cell the seller taps (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    // Four parcels: the tracking simulator may end a parcel's journey at once (delivered or withdrawn), which takes it
    // off the list; of four serials in a row at least one stays on its way.
    const shop = await paidShop(request, `startcell${width}`, 4);
    const onTheirWay = (await apiEmsMailings(request, shop)).filter((m) => simulatedEnd(m.barcode) === null);
    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto('/stores/mailings');
    const row = page.getByTestId('mailing-row').filter({ hasText: onTheirWay[0]?.barcode ?? '' });
    await row.getByTestId('mailing-select').check();
    await page.getByTestId('print-selected').click();

    const dialog = page.getByRole('dialog', { name: 'เลือกขนาดใบจ่าหน้า' });
    await dialog.getByTestId('label-option-7').click();
    await dialog.getByTestId('label-option-8').click();
    const picker = dialog.getByTestId('start-cell-picker');
    await expect(picker.getByTestId('start-cell-0')).toHaveAttribute('aria-pressed', 'true');
    await picker.getByTestId('start-cell-5').click();
    await expect(picker.getByTestId('start-cell-5')).toHaveAttribute('aria-pressed', 'true');
    await closeToasts(page);
    await saveNamedScreenshot(page, `label-start-cell-${width}`, { fullPage: false });

    const response = await printLabelsPdf(page, dialog);
    expect(new URL(response.url()).searchParams.get('startCell')).toBe('5');
    expect(new URL(response.url()).searchParams.get('LabelOption')).toBe('8');
  });
}
