import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { apiProduct, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';

/** A one-page PDF, as small as a PDF can be (what a bank app's "save slip as PDF" gives, in spirit). */
const PDF_SLIP = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A seller opens a buyer's PDF payment slip in the payment check: the viewer frames the file, which the app's own
 * `frame-ancestors 'none'` used to refuse (the frame showed Chromium's error page instead of the slip).
 */
for (const width of [1366, 390]) {
  test(`a seller previews a buyer’s PDF slip in the payment check (${width} px)`, async ({ browser, request }) => {
    const geo = await bangkokGeo(request);
    const seller = await confirmedAccount(request, 'pdfslip-seller');
    const store = await apiStore(request, seller, geo, { name: 'ร้านสลิป PDF', uri: `pdfslip-${Date.now().toString(36)}` });
    const product = await apiProduct(request, seller, store.id, { name: 'ชาไทย', categoryId: 2, price: 9000, description: 'หอม' });
    const buyer = await confirmedAccount(request, 'pdfslip-buyer');
    const order = await (
      await request.post(`/api/stores/${store.id}/orders`, {
        headers: buyer.headers,
        data: {
          items: [{ productId: product.id, quantity: 1 }],
          deliveryOptionId: 'ems',
          shipAddress: { fullName: 'น้ำฝน ผู้ซื้อ', phone: '0898765432', homeAddress: '12/3', ...geo },
        },
      })
    ).json();
    const slip = await request.post(`/api/stores/${store.id}/files?orderId=${order.id}`, {
      headers: buyer.headers,
      multipart: { file: { name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF_SLIP } },
    });
    expect(slip.status(), await slip.text()).toBe(201);
    const slipKey = (await slip.json()).paySlipPath as string;

    const context = await browser.newContext({ viewport: { width, height: 860 } });
    await signInByCookie(context, seller.email, FIXTURE_PASSWORD);
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Refused to (frame|display)/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`/stores/${store.id}/payments`);
    const row = page.getByTestId('payment-row').filter({ hasText: order.name });
    await row.getByTestId('view-slip').click();
    const frameElement = page.getByTestId('slip-viewer').locator('iframe');
    await expect(frameElement).toBeVisible();
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    // A refused frame ends on Chromium's error page; a shown one stays on the slip's own address.
    await expect.poll(() => frame?.url() ?? '').toContain(`/api/files?filename=${encodeURIComponent(slipKey)}`);
    expect(refused).toEqual([]);
    await saveNamedScreenshot(page, `slip-pdf-preview-${width}`);
    await context.close();
  });
}
