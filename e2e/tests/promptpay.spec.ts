import { expect, type Page, test } from '@playwright/test';
import { crc16CcittFalse, emvCrcIsValid, emvTags } from '@songdee/shared/store/emv-tlv';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { checkoutFirstProduct, choose, choosePostcode, closeToasts } from './support/page-helpers';
import { scanElement } from './support/qr-helpers';
import { apiProduct, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { CHECKOUT_TH, TEXTS } from './support/texts';

/** What the users should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  storeSaved: 'บันทึกข้อมูลร้านค้าสำเร็จ',
  promptPayInvalid: 'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก (ขึ้นต้นด้วย 06 08 หรือ 09) หรือเลขประจำตัวประชาชน/เลขประจำตัวผู้เสียภาษี 13 หลัก',
  accountNameRequired: 'กรุณากรอกชื่อบัญชี',
  bank: 'ธนาคารกสิกรไทย',
};

/** 2 x 123.45 baht + EMS 50.00 baht: an amount with satang, so a rounding slip would show. */
const PRICE_SATANG = 12_345;
const TOTAL_TEXT = '296.90';

/** Reads the QR on the page and checks it is a PromptPay payment of exactly the order total to the store's phone. */
async function expectPromptPayQr(page: Page, name: string): Promise<string> {
  const qr = page.getByTestId('promptpay-qr');
  await expect(qr).toBeVisible();
  // The image has loaded (a data URL decodes at once, but never screenshot a half-drawn element).
  await expect.poll(() => qr.evaluate((img) => (img as { complete: boolean; naturalWidth: number }).naturalWidth > 0)).toBe(true);
  const decoded = await scanElement(qr, name);
  expect(decoded).toHaveLength(1);
  const payload = decoded[0] ?? '';
  const tags = emvTags(payload);
  expect(tags.get('00')).toBe('01');
  expect(tags.get('01')).toBe('12'); // dynamic: the amount is filled in
  const merchant = emvTags(tags.get('29') ?? '');
  expect(merchant.get('00')).toBe('A000000677010111'); // PromptPay credit transfer
  expect(merchant.get('01')).toBe('0066812345678'); // 081-234-5678 as PromptPay writes a mobile
  expect(tags.get('53')).toBe('764'); // baht
  expect(tags.get('58')).toBe('TH');
  expect(tags.get('54')).toBe(TOTAL_TEXT);
  expect(emvCrcIsValid(payload)).toBe(true);
  expect(tags.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0'));
  return payload;
}

/**
 * Paying by PromptPay: the seller sets the store's PromptPay ID (a wrong one is refused at the
 * field) and a bank account; a buyer on a phone-sized screen checks out and the thank-you page shows a QR that
 * zbarimg decodes to a PromptPay payload for exactly the order total with a valid CRC; the slip-upload page and the
 * order page show the same QR and the bank account.
 */
test('promptpay: the seller sets a PromptPay ID, the buyer sees a scannable QR for the exact total', async ({ browser, request }) => {
  const geo = await bangkokGeo(request);
  const sellerAccount = await confirmedAccount(request, 'pp-seller');
  const uri = `pp-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const storeName = `ร้านจ่ายง่าย ${uri.slice(3)}`;
  const store = await apiStore(request, sellerAccount, geo, { name: storeName, uri, line: '@jaingai' });
  await apiProduct(request, sellerAccount, store.id, {
    name: 'ผ้าขาวม้าทอมือ',
    categoryId: 1,
    price: PRICE_SATANG,
    description: 'ผ้าฝ้ายทอมือ ลายตาราง',
  });

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await signIn(seller, sellerAccount.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('the seller sets PromptPay and a bank account on the store form; a wrong ID is refused at the field', async () => {
    await seller.goto('/manageStores/manage');
    const promptPay = seller.getByTestId('field-promptPayId');
    await promptPay.fill('02-123-4567');
    await choose(seller, seller.getByTestId('field-bankCode'), th.bank);
    await seller.getByTestId('field-bankAccountNo').fill('123-4-56789-0');
    await seller.getByTestId('save-store').click();
    await expect(seller.getByText(th.promptPayInvalid)).toBeVisible();
    await expect(seller.getByText(th.accountNameRequired)).toBeVisible();
    await promptPay.fill('081-234-5678');
    await seller.getByTestId('field-bankAccountName').fill('นายสมชาย ใจดี');
    await closeToasts(seller);
    await promptPay.scrollIntoViewIfNeeded();
    await saveNamedScreenshot(seller, 'promptpay-store-form');
    await seller.getByTestId('save-store').click();
    await expect(seller.getByText(th.storeSaved)).toBeVisible();
    await expect(seller).toHaveURL(new RegExp(`/stores/${uri}/products$`));
  });

  const buyerAccount = await confirmedAccount(request, 'pp-buyer');
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, buyerAccount.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('a buyer on a phone checks out', async () => {
    await checkoutFirstProduct(buyer, uri, 2);
    await expect(buyer.getByTestId('checkout-total')).toContainText(TOTAL_TEXT);
    await buyer.getByTestId('field-fullName').fill('มานี มีเงิน');
    await buyer.getByTestId('field-phone').fill('0898765432');
    await buyer.getByTestId('field-homeAddress').fill('12/3');
    await choosePostcode(buyer, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    await buyer.getByTestId('place-order').click();
    await expect(buyer.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
  });

  let payload = '';
  await test.step('the thank-you page shows the PromptPay QR for the exact total, the masked ID and the bank account', async () => {
    const payTo = buyer.getByTestId('pay-to');
    await expect(payTo).toContainText(CHECKOUT_TH.scanPromptPay);
    await expect(buyer.getByTestId('pay-to-amount')).toHaveText(`${TOTAL_TEXT} บาท`);
    await expect(buyer.getByTestId('promptpay-id')).toHaveText('เบอร์มือถือ xxx-xxx-5678');
    await expect(payTo).toContainText(storeName);
    await expect(buyer.getByTestId('pay-to-bank')).toContainText(th.bank);
    await expect(buyer.getByTestId('bank-account-no')).toHaveText('123-4-56789-0');
    await expect(buyer.getByTestId('pay-to-bank')).toContainText('นายสมชาย ใจดี');
    payload = await expectPromptPayQr(buyer, 'promptpay-thankyou-qr');
    await closeToasts(buyer);
    await saveNamedScreenshot(buyer, 'promptpay-thankyou-390');
  });

  await test.step('the slip-upload page shows the same QR', async () => {
    await buyer.getByTestId('to-slip-upload').click();
    await expect(buyer).toHaveURL(new RegExp(`/stores/${uri}/upload\\?orderId=`));
    expect(await expectPromptPayQr(buyer, 'promptpay-upload-qr')).toBe(payload);
    await expect(buyer.getByTestId('bank-account-no')).toHaveText('123-4-56789-0');
    await saveNamedScreenshot(buyer, 'promptpay-upload-390');
  });

  await test.step('the order page shows it too, on a wide screen', async () => {
    const orderId = new URL(buyer.url()).searchParams.get('orderId') ?? '';
    await buyer.setViewportSize({ width: 1280, height: 860 });
    await buyer.goto(`/orders/view?orderId=${orderId}`);
    expect(await expectPromptPayQr(buyer, 'promptpay-order-qr')).toBe(payload);
    await expect(buyer.getByTestId('order-grand-total')).toContainText(TOTAL_TEXT);
    await saveNamedScreenshot(buyer, 'promptpay-order');
  });

  await sellerContext.close();
  await buyerContext.close();
});
