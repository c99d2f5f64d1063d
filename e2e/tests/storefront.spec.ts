import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { makePng } from './support/image-helpers';
import { saveNamedScreenshot, signUpConfirmed } from './support/journey-helpers';
import { choosePostcode, closeToasts } from './support/page-helpers';
import { CHECKOUT_TH } from './support/texts';

/** What the users should read (Thai, the default language), written out so a wrong catalog entry fails the journey. */
const th = {
  openStore: 'เปิดร้านค้าออนไลน์',
  storeSaved: 'บันทึกข้อมูลร้านค้าสำเร็จ',
  productsTitle: 'สินค้าของร้าน',
  productSaved: 'บันทึกสินค้าสำเร็จ',
  feeRequired: 'กรุณาระบุค่าจัดส่ง',
  amountInvalid: 'กรุณาระบุจำนวนเงินเป็นตัวเลขตั้งแต่ 0 ทศนิยมไม่เกิน 2 ตำแหน่ง',
  priceInvalid: 'ราคาต้องเป็นตัวเลขมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง',
  slipRequired: 'กรุณาแนบหลักฐาน',
  waitingForPayment: 'รอชำระเงิน',
  waitingForConfirmation: 'รอยืนยันการชำระเงิน',
  pendingToBePacked: 'รอแพ็คสินค้า',
  newOrder: 'มีคำสั่งซื้อใหม่',
  slipAttached: 'ผู้ซื้อแนบหลักฐานการชำระเงินของคำสั่งซื้อ',
  paymentsTitle: 'ยืนยันการชำระเงิน',
  reviewSaved: 'บันทึกรีวิวแล้ว',
  veryGood: 'ดีมาก',
};

/** A fresh, confirmed account signed in on its own browser context (journeys run in parallel). */
async function freshUser(browser: Browser, request: APIRequestContext, tag: string, firstName: string, lastName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, request, { tag, firstName, lastName });
  return page;
}

/**
 * Selling across two browsers: a fresh seller opens a store and lists a product with an image; a fresh buyer finds
 * the store through search, fills the basket, checks out and attaches a slip; the seller's notification count goes
 * up live, opening the dropdown resets it, the seller confirms the payment, and the buyer sees the new status.
 */
test('storefront: publish a store and a product, buy it, pay by slip, confirm the payment', async ({ browser, request }) => {
  // Two browsers and a dozen screens: about a minute alone, but over two minutes beside the other journeys on 2 cores.
  test.setTimeout(5 * 60_000);
  const png = makePng();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const storeName = `ร้านกล่องดี ${stamp}`;
  const storeUri = `klongdee-${stamp}`;
  const productName = 'กล่องไปรษณีย์ลายน่ารัก แพ็ก 10 ใบ';

  const seller = await freshUser(browser, request, 'seller', 'วิไล', 'ค้าขาย');
  const buyer = await freshUser(browser, request, 'buyer', 'ปรีชา', 'ช้อปเก่ง');

  await test.step('the seller opens a store: checked delivery options need a fee, then it publishes', async () => {
    // The sell menu offers to open a store; the form is opened by its address because the header menu hands focus
    // back to its button when it closes, which would leave the postcode box half-way through the autocomplete.
    await seller.getByTestId('menu-sell').click();
    await expect(seller.getByRole('menuitem', { name: th.openStore })).toHaveAttribute('href', '/manageStores/manage');
    await seller.goto('/manageStores/manage');
    await expect(seller.getByRole('heading', { name: th.openStore, level: 1 })).toBeVisible();
    await seller.getByTestId('field-name').fill(storeName);
    await seller.getByTestId('field-uri').fill(storeUri);
    await seller.getByTestId('field-phone').fill('0812345678');
    await seller.getByTestId('field-line').fill('@klongdee');
    await seller.getByTestId('field-detail').fill('กล่องพัสดุ ซองกันกระแทก และอุปกรณ์แพ็กของ ส่งไวทุกวัน');
    await seller.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect(seller.getByTestId('logo-preview').locator('img')).toBeVisible();
    await seller.getByTestId('field-homeAddress').fill('99/9');
    await seller.getByTestId('field-street').fill('สุขุมวิท');
    await choosePostcode(seller, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    await seller.getByTestId('delivery-option-ems').check();
    await seller.getByTestId('delivery-option-registered').check();
    await seller.getByTestId('delivery-fee-ems').fill('50');
    await seller.getByTestId('save-store').click();
    await expect(seller.getByTestId('delivery-options')).toContainText(th.feeRequired);
    // A fee typed wrong stays as typed and is refused at the field, never saved as 5 or 12.
    for (const typed of ['-5', '12abc']) {
      await seller.getByTestId('delivery-fee-registered').fill(typed);
      await seller.getByTestId('save-store').click();
      await expect(seller.getByTestId('delivery-fee-registered')).toHaveValue(typed);
      await expect(seller.getByTestId('delivery-options')).toContainText(th.amountInvalid);
    }
    await seller.getByTestId('delivery-fee-registered').fill('30');
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'shop-store-manage');
    await seller.getByTestId('save-store').click();
    await expect(seller.getByText(th.storeSaved)).toBeVisible();
    await expect(seller).toHaveURL(new RegExp(`/stores/${storeUri}/products$`));
    await expect(seller.getByRole('heading', { name: th.productsTitle, level: 1 })).toBeVisible();
  });

  await test.step('the seller lists a product with an image', async () => {
    await seller.getByTestId('create-product').click();
    await seller.getByTestId('field-productName').fill(productName);
    await seller.getByTestId('field-category').click();
    await seller.getByRole('option', { name: 'ของใช้ในบ้าน' }).click();
    // A zero, negative or non-numeric price stays as typed and is refused at the field, with no success toast.
    for (const typed of ['-5', '12abc', '0']) {
      await seller.getByTestId('field-price').fill(typed);
      await seller.getByTestId('save-product').click();
      await expect(seller.getByTestId('field-price')).toHaveValue(typed);
      await expect(seller.getByText(th.priceInvalid)).toBeVisible();
      await expect(seller.getByText(th.productSaved)).toHaveCount(0);
    }
    await seller.getByTestId('field-price').fill('120');
    await seller.getByTestId('field-description').fill('กล่องกระดาษลูกฟูก 3 ชั้น ขนาด 20 x 14 x 6 ซม. พิมพ์ลายน่ารัก');
    await seller.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
    await expect(seller.getByTestId('product-image-thumb')).toHaveCount(1);
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'shop-product-manage');
    await seller.getByTestId('save-product').click();
    await expect(seller.getByText(th.productSaved)).toBeVisible();
    await expect(seller.getByTestId('product-row')).toHaveCount(1);
    await expect(seller.getByTestId('product-row')).toContainText('120.00');
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'shop-product-list');
  });

  // The seller's unread count before any order; it must rise live, without a reload.
  await expect(seller.getByTestId('notification-count')).toHaveAttribute('data-count', '0');

  await test.step('the buyer finds the store by name and puts the product in the basket', async () => {
    await buyer.getByTestId('menu-shop').click();
    await buyer.getByTestId('store-search').fill(stamp);
    await buyer.getByTestId('store-search-submit').click();
    await expect(buyer.getByTestId('store-result')).toHaveCount(1);
    await buyer.getByTestId('store-result').click();
    await expect(buyer).toHaveURL(new RegExp(`/stores/${storeUri}/main$`));
    await expect(buyer.getByTestId('store-name')).toHaveText(storeName);
    await expect(buyer.getByTestId('basket-count')).toHaveText('0');
    await expect(buyer.getByTestId('product-carousel')).toBeVisible();
    await saveNamedScreenshot(buyer, 'shop-storefront');
    await buyer.getByTestId('product-grid').getByTestId('product-card').first().click();
    await expect(buyer.getByTestId('product-name')).toHaveText(productName);
    await buyer.getByTestId('quantity-input').fill('2');
    await buyer.getByTestId('add-to-basket').click();
    await expect(buyer.getByTestId('basket-count')).toHaveText('2');
    await closeToasts(buyer);
    await saveNamedScreenshot(buyer, 'shop-product-detail');
    await buyer.getByTestId('basket-link').click();
    await expect(buyer.getByTestId('basket-line')).toHaveCount(1);
    await expect(buyer.getByTestId('basket-subtotal')).toContainText('240.00');
    // The basket is kept in local storage, per store, version 1.
    const stored = JSON.parse((await buyer.evaluate("localStorage.getItem('busket')")) as string);
    expect(stored.version).toBe(1);
    await saveNamedScreenshot(buyer, 'shop-basket');
  });

  await test.step('the buyer checks out with a delivery option and a verified receiver address', async () => {
    await buyer.getByTestId('checkout-button').click();
    await expect(buyer).toHaveURL(new RegExp(`/stores/${storeUri}/checkout/confirmation$`));
    await buyer.getByTestId('checkout-delivery-ems').click();
    await expect(buyer.getByTestId('checkout-total')).toContainText('290.00');
    await buyer.getByTestId('field-fullName').fill('ปรีชา ช้อปเก่ง');
    await buyer.getByTestId('field-phone').fill('0898765432');
    await buyer.getByTestId('field-homeAddress').fill('12/3');
    await choosePostcode(buyer, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    await saveNamedScreenshot(buyer, 'shop-checkout');
    await buyer.getByTestId('place-order').click();
    await expect(buyer.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
    await saveNamedScreenshot(buyer, 'shop-thankyou');
  });

  await test.step('the seller sees the new order count arrive live', async () => {
    await expect(seller.getByTestId('notification-count')).toHaveAttribute('data-count', '1', { timeout: 15_000 });
    await saveNamedScreenshot(seller, 'shop-seller-live-count', { fullPage: false });
  });

  await test.step('the buyer attaches a payment slip; without a file it asks for one', async () => {
    await buyer.getByTestId('to-slip-upload').click();
    await expect(buyer).toHaveURL(new RegExp(`/stores/${storeUri}/upload\\?orderId=`));
    await buyer.getByTestId('slip-confirm').click();
    await expect(buyer.getByText(th.slipRequired)).toBeVisible();
    await buyer.locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png });
    await saveNamedScreenshot(buyer, 'shop-slip-upload');
    await buyer.getByTestId('slip-confirm').click();
    await expect(buyer).toHaveURL(/\/orders\/view\?orderId=/);
    await expect(buyer.getByTestId('order-status')).toHaveText(th.waitingForConfirmation);
    await expect(buyer.getByTestId('order-grand-total')).toContainText('290.00');
  });

  await test.step('the seller opens the notifications (the count resets) and confirms the payment', async () => {
    // The slip is the second notice, live too; the newest is listed first.
    await expect(seller.getByTestId('notification-count')).toHaveAttribute('data-count', '2', { timeout: 15_000 });
    await seller.getByTestId('notification-bell').click();
    const items = seller.getByTestId('notification-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(th.slipAttached);
    await expect(items.nth(1)).toContainText(th.newOrder);
    await expect(seller.getByTestId('notification-count')).toHaveAttribute('data-count', '0');
    await saveNamedScreenshot(seller, 'shop-seller-notifications', { fullPage: false });
    await items.nth(1).click();
    await expect(seller).toHaveURL(/\/stores\/orders\/view\?orderId=/);
    await expect(seller.getByTestId('order-status')).toHaveText(th.waitingForConfirmation);

    // The slip's notice opens the payments to check.
    await seller.getByTestId('notification-bell').click();
    await seller.getByTestId('notification-item').nth(0).click();
    await expect(seller).toHaveURL(/\/stores\/[^/]+\/payments$/);
    await expect(seller.getByRole('heading', { name: th.paymentsTitle, level: 1 })).toBeVisible();
    await expect(seller.getByTestId('payment-row')).toHaveCount(1);
    await seller.getByTestId('view-slip').click();
    await expect(seller.getByTestId('slip-image')).toBeVisible();
    await saveNamedScreenshot(seller, 'shop-seller-slip', { fullPage: false });
    await seller.keyboard.press('Escape');
    await seller.getByTestId('confirm-payment').click();
    await seller.getByTestId('confirm-dialog-confirm').click();
    await expect(seller.getByTestId('payment-row')).toHaveCount(0);

    await seller.getByTestId('menu-sell').click();
    await seller.getByRole('menuitem', { name: 'รายการสั่งซื้อ' }).click();
    await expect(seller.getByTestId('order-row')).toHaveCount(1);
    await expect(seller.getByTestId('order-row').getByTestId('order-status')).toHaveText(th.pendingToBePacked);
    await expect(seller.getByTestId('make-label')).toHaveAttribute('href', /\/stores\/delivery\/manage\?orderId=/);
    await expect(seller.getByTestId('slip-link')).toBeVisible();
    await closeToasts(seller);
    await saveNamedScreenshot(seller, 'shop-seller-orders');
  });

  await test.step('the buyer sees the confirmed payment in the order history and reviews the store', async () => {
    await buyer.getByTestId('user-menu').click();
    await buyer.getByRole('menuitem', { name: 'ประวัติการสั่งซื้อ' }).click();
    await expect(buyer.getByTestId('my-order-row')).toHaveCount(1);
    await expect(buyer.getByTestId('my-order-row').getByTestId('order-status')).toHaveText(th.pendingToBePacked);
    // No slip upload once the order has moved past waiting for payment.
    await expect(buyer.getByTestId('slip-file')).toHaveCount(0);
    await closeToasts(buyer);
    await saveNamedScreenshot(buyer, 'shop-buyer-orders');

    await buyer.goto(`/stores/${storeUri}/review`);
    await buyer.getByTestId('write-review').click();
    await buyer.getByTestId('review-score-3').click();
    await buyer.getByTestId('review-comment').fill('ส่งไว แพ็กมาดีมาก');
    await buyer.getByTestId('review-submit').click();
    await expect(buyer.getByText(th.reviewSaved)).toBeVisible();
    await expect(buyer.getByTestId('review-row')).toContainText(th.veryGood);
    await expect(buyer.getByTestId('review-count')).toHaveText('1');
    await closeToasts(buyer);
    await saveNamedScreenshot(buyer, 'shop-reviews');
  });

  await seller.context().close();
  await buyer.context().close();
});
