import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { crc16CcittFalse, emvCrcIsValid, emvTags } from '@songdee/shared/store/emv-tlv';
import { saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { checkoutFirstProduct, closeToasts } from './support/page-helpers';
import { fetchPdf } from './support/pdf-helpers';
import { scanElement } from './support/qr-helpers';
import { apiProduct, apiSender, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { CHECKOUT_TH } from './support/texts';

/** What the users should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  waitingForConfirmation: 'รอยืนยันการชำระเงิน',
  pendingToBePacked: 'รอแพ็คสินค้า',
  paymentsTitle: 'ยืนยันการชำระเงิน',
};

/** 2 x 150.75 baht + EMS 50.00 baht: an amount with satang, so a rounding slip would show. */
const PRICE_SATANG = 15_075;
const TOTAL_TEXT = '351.50';
const RECEIVER = 'สุดา ใจงาม';
const pdfDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'pdf');
/** Label option 1 (94 x 148 mm) in PDF points. */
const LABEL_1: [number, number] = [266, 420];

/**
 * The payment and address journey end to end: in Thai, a buyer on a phone checks out with an address saved in their
 * book, sees the PromptPay QR for exactly the order total (decoded: payload, amount, CRC) and uploads a slip; the
 * seller confirms the payment, corrects the address of the paid order, makes its label with the paid service already
 * chosen, and the label PDF and the mailing history carry the order code.
 */
test('saved address -> PromptPay QR -> slip -> seller confirms, edits, labels; the order code follows', async ({ browser, request }) => {
  // A whole day of two people (a buyer and a seller, two browsers): a minute on a quiet machine, twice that on a busy
  // one, so the budget is the longer journeys' (a bound on a hang, never on speed).
  test.slow();
  const geo = await bangkokGeo(request);
  const sellerAccount = await confirmedAccount(request, 'i13j-seller');
  const uri = `i13j-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const store = await apiStore(request, sellerAccount, geo, {
    name: `ร้านครบวงจร ${uri.slice(5)}`,
    uri,
    promptPayId: '081-234-5678',
    deliveryOptions: [
      { deliveryOptionId: 'ems', fee: 5000 },
      { deliveryOptionId: 'registered', fee: 3000 },
    ],
  });
  const storeUrl = `/api/stores/${store.id}`;
  await apiProduct(request, sellerAccount, store.id, {
    name: 'กระเป๋าผ้าปักมือ',
    categoryId: 1,
    price: PRICE_SATANG,
    description: 'ผ้าฝ้ายปักลายดอกไม้',
  });
  await apiSender(request, sellerAccount, store.id, geo);

  const buyerAccount = await confirmedAccount(request, 'i13j-buyer');
  expect(
    (
      await request.post('/api/Account/addresses', {
        headers: buyerAccount.headers,
        data: { fullName: RECEIVER, phone: '0865554444', homeAddress: '7/7', street: 'สุขุมวิท', ...geo },
      })
    ).status(),
  ).toBe(201);

  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInByCookie(buyerContext, buyerAccount.email, FIXTURE_PASSWORD);
  const buyer = await buyerContext.newPage();
  let orderId = '';
  let orderName = '';

  await test.step('the buyer, on a phone, checks out with the saved address', async () => {
    await checkoutFirstProduct(buyer, uri, 2);
    await expect(buyer.getByTestId('checkout-total')).toContainText(TOTAL_TEXT);
    await buyer.getByTestId('choose-saved-address').click();
    const row = buyer.getByTestId('saved-address-picker').getByTestId('saved-address-row');
    await expect(row).toHaveCount(1);
    await row.getByTestId('saved-address-choose').click();
    await expect(buyer.getByTestId('field-fullName')).toHaveValue(RECEIVER);
    await expect(buyer.getByTestId('postcode-input')).toHaveValue(geo.postcode);
    await buyer.getByTestId('place-order').click();
    await expect(buyer.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
    orderId = new URL(buyer.url()).searchParams.get('orderId') ?? '';
    const order = await (await request.get(`/api/Account/Orders/${orderId}`, { headers: buyerAccount.headers })).json();
    expect(order.shipAddress).toMatchObject({ fullName: RECEIVER, homeAddress: '7/7', street: 'สุขุมวิท' });
    orderName = order.name;
    expect(orderName).toBeTruthy();
  });

  let slip = Buffer.alloc(0);
  await test.step('the thank-you page shows a PromptPay QR for exactly the total', async () => {
    await expect(buyer.getByTestId('pay-to')).toContainText(CHECKOUT_TH.scanPromptPay);
    await expect(buyer.getByTestId('pay-to-amount')).toHaveText(`${TOTAL_TEXT} บาท`);
    const qr = buyer.getByTestId('promptpay-qr');
    await expect.poll(() => qr.evaluate((img) => (img as { naturalWidth: number }).naturalWidth > 0)).toBe(true);
    const [payload = '', ...more] = await scanElement(qr, 'i13j-thankyou-qr');
    expect(more).toEqual([]);
    const tags = emvTags(payload);
    expect(tags.get('01')).toBe('12'); // dynamic: the amount is in it
    expect(emvTags(tags.get('29') ?? '').get('01')).toBe('0066812345678');
    expect(tags.get('53')).toBe('764');
    expect(tags.get('54')).toBe(TOTAL_TEXT);
    expect(emvCrcIsValid(payload)).toBe(true);
    expect(tags.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
    await closeToasts(buyer);
    await saveNamedScreenshot(buyer, 'i13j-01-thankyou-qr-390');
    // The buyer's "slip": a picture of the screen they paid from.
    slip = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'screenshots', 'i13j-thankyou-qr.png'));
  });

  await test.step('the buyer uploads the slip; the order waits for the seller', async () => {
    await buyer.getByTestId('to-slip-upload').click();
    await expect(buyer).toHaveURL(new RegExp(`/stores/${uri}/upload\\?orderId=`));
    await buyer.locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
    await buyer.getByTestId('slip-confirm').click();
    await expect(buyer).toHaveURL(/\/orders\/view\?orderId=/);
    await expect(buyer.getByTestId('order-status')).toHaveText(th.waitingForConfirmation);
    await saveNamedScreenshot(buyer, 'i13j-02-buyer-order-390');
  });

  const sellerContext = await browser.newContext();
  await signInByCookie(sellerContext, sellerAccount.email, FIXTURE_PASSWORD);
  const seller = await sellerContext.newPage();

  await test.step('the seller sees the slip and confirms the payment', async () => {
    await seller.goto('/stores/orders');
    await seller.getByTestId('menu-sell').click();
    await seller.getByRole('menuitem', { name: th.paymentsTitle }).click();
    const payment = seller.getByTestId('payment-row').filter({ hasText: orderName });
    await expect(payment).toHaveCount(1);
    await payment.getByTestId('view-slip').click();
    await expect(seller.getByTestId('slip-image')).toBeVisible();
    await seller.keyboard.press('Escape');
    await payment.getByTestId('confirm-payment').click();
    await seller.getByTestId('confirm-dialog-confirm').click();
    await expect(payment).toHaveCount(0);
  });

  await test.step('the seller corrects the address of the paid order', async () => {
    await seller.goto(`/stores/orders/manage?orderId=${orderId}`);
    await expect(seller.getByTestId('field-homeAddress')).toBeEditable();
    await seller.getByTestId('field-homeAddress').fill('7/7 อาคารบี ห้อง 302');
    await seller.getByTestId('field-phone').fill('0865559999');
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'i13j-03-paid-order-edit');
    await seller.getByTestId('save-order').click();
    await expect(seller).toHaveURL(/\/stores\/orders$/);
    const saved = await (await request.get(`${storeUrl}/orders/${orderId}`, { headers: sellerAccount.headers })).json();
    expect(saved).toMatchObject({ status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
    expect(JSON.stringify(saved)).toContain('7/7 อาคารบี ห้อง 302');
    const row = seller.getByTestId('order-row').filter({ hasText: orderName });
    await expect(row.getByTestId('order-status')).toHaveText(th.pendingToBePacked);
  });

  let barcode = '';
  await test.step('make label from the order: the paid service is chosen already, the label is made at once', async () => {
    await seller.getByTestId('order-row').filter({ hasText: orderName }).getByTestId('make-label').click();
    await expect(seller).toHaveURL(new RegExp(`/stores/delivery/manage\\?orderId=${orderId}`));
    await expect(seller.getByTestId('order-recipient-box')).toContainText('7/7 อาคารบี ห้อง 302');
    await expect(seller.getByTestId('service-ems')).toBeChecked();
    await seller.getByTestId('weight-input').fill('650');
    await seller.getByTestId('manage-confirm').click();
    const done = seller.getByTestId('order-recipient-box').getByTestId('row-done');
    await expect(done).toHaveText(/^E[A-Z]\d{9}TH$/);
    barcode = ((await done.textContent()) ?? '').trim();
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'i13j-04-label-made');
  });

  await test.step('the label PDF and the mailing history carry the order code', async () => {
    await fetchPdf(seller, `${storeUrl}/printmailings?mailingBarcode=${barcode}&LabelOption=1`, 'i13j-label', LABEL_1);
    const text = execFileSync('pdftotext', ['-raw', join(pdfDir, 'i13j-label.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain(orderName);
    expect(text).toContain(barcode);
    await seller.goto('/stores/mailings/history');
    const row = seller.getByTestId('mailing-row').filter({ hasText: barcode });
    await expect(row.getByTestId('mailing-order-name')).toHaveText(orderName);
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'i13j-05-history');
  });

  await sellerContext.close();
  await buyerContext.close();
});
