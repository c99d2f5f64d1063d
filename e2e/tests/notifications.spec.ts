import { type APIRequestContext, expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { bangkokGeo, confirmedAccount, FIXTURE_PASSWORD, type FixtureAccount, type PaidShop, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller and the buyer should read (written out, so a wrong catalog entry fails the journey). */
const SAY = {
  seeAll: 'ดูการแจ้งเตือนทั้งหมด',
  title: 'การแจ้งเตือน',
  newOrderType: 'คำสั่งซื้อใหม่',
  newOrder: (name: string) => `มีคำสั่งซื้อใหม่ ${name}`,
  tracking: (barcode: string) => `สถานะพัสดุ ${barcode} มีการเปลี่ยนแปลง`,
  unread: 'ใหม่',
  pageOne: 'แสดง 1-10 จาก 12 รายการ',
  pageTwo: 'แสดง 11-12 จาก 12 รายการ',
  editReview: 'แก้ไขรีวิวของฉัน',
  reviewSaved: 'บันทึกรีวิวแล้ว ขอบคุณสำหรับความคิดเห็น',
  average: 'ปานกลาง',
};

/** A buyer's order through the storefront API: the seller gets a new-order notification (TypeNotification 1). */
async function placeOrder(request: APIRequestContext, shop: PaidShop, buyer: FixtureAccount) {
  const response = await request.post(`/api/stores/${shop.store.id}/orders`, {
    headers: buyer.headers,
    data: {
      items: [{ productId: shop.products[0]?.id, quantity: 1 }],
      deliveryOptionId: 'ems',
      shipAddress: { fullName: 'น้ำฝน ผู้ซื้อ', phone: '0898765432', homeAddress: '12/3 ซอยน้ำใจ', ...(await bangkokGeo(request)) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

test('a seller follows a new order from the header dropdown to the notification page and on to the order', async ({ page, request }) => {
  const shop = await paidShop(request, 'ntf', 0);
  // Ten older tracking notices first, so the page has more than one page of 10.
  for (let i = 1; i <= 10; i++) {
    const notice = await request.post('/api/Notification', {
      headers: shop.seller.headers,
      data: {
        storeId: shop.store.id,
        content: 'tracking',
        typeNotification: 2,
        link: { barcode: `EF5826${String(i).padStart(5, '0')}TH` },
      },
    });
    expect(notice.status()).toBe(201);
  }
  const buyer = await confirmedAccount(request, 'ntf-buyer');
  const order = await placeOrder(request, shop, buyer);

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', '11');

  // The dropdown lists the new order on top and marks everything read; "see all" leads to the page.
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown.getByTestId('notification-item').first()).toContainText(SAY.newOrder(order.name));
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', '0');
  await dropdown.getByTestId('notification-see-all').click();
  await expect(page).toHaveURL(new RegExp(`/notification\\?uri=${shop.store.uri}$`));
  await expect(page.getByRole('heading', { name: SAY.title })).toBeVisible();
  const rows = page.getByTestId('notification-row');
  // The dropdown read them all: once its marking lands, the page shows them read.
  await expect(rows.first()).toContainText(SAY.newOrder(order.name));
  await expect(rows.first()).toHaveAttribute('data-unread', 'false');

  // A second order arrives while the page is open: it appears on top, highlighted, with no reload.
  const second = await placeOrder(request, shop, buyer);
  await expect(rows.first()).toContainText(SAY.newOrder(second.name));
  await expect(rows.first()).toHaveAttribute('data-unread', 'true');
  await expect(rows.first().getByTestId('notification-unread')).toHaveText(SAY.unread);
  await expect(rows.first().getByTestId('notification-icon-1')).toBeVisible();
  await expect(rows.nth(1)).toContainText(SAY.newOrder(order.name));
  await expect(rows.nth(1)).toHaveAttribute('data-unread', 'false');
  await expect(rows.nth(2)).toContainText(SAY.tracking('EF582600010TH'));
  await expect(rows.nth(2).getByTestId('notification-icon-2')).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(page.getByTestId('pagination-summary')).toHaveText(SAY.pageOne);
  // Viewing the page read the new one too: the header's count is back to 0.
  await expect(page.getByTestId('notification-count')).toHaveAttribute('data-count', '0');
  await saveNamedScreenshot(page, 'notification-01-page');

  // Page 2 holds the two oldest tracking notices, which lead to the track list searched by barcode.
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByTestId('pagination-summary')).toHaveText(SAY.pageTwo);
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText(SAY.tracking('EF582600001TH'));
  await expect(rows.last()).toHaveAttribute('href', '/stores/delivery-track?q=EF582600001TH');

  // Back on page 1, the first order's notification opens the seller's order view.
  await page.getByRole('button', { name: '1', exact: true }).click();
  await rows.filter({ hasText: SAY.newOrder(order.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/stores/orders/view\\?orderId=${order.id}$`));
  await expect(page.getByTestId('order-name')).toContainText(order.name);

  // Someone else's store in the address is forbidden.
  await page.goto('/notification?uri=not-my-store');
  await expect(page).toHaveURL(/\/403$/);
});

test('a buyer whose review is no longer on the first page still gets it prefilled and edits it', async ({ page, request }) => {
  const shop = await paidShop(request, 'rvw', 0);
  const reviews = `/api/stores/${shop.store.id}/reviews`;
  const author = await confirmedAccount(request, 'rvw-author');
  expect((await request.post(reviews, { headers: author.headers, data: { score: 1, comment: 'ส่งช้าไปหน่อย' } })).status()).toBe(201);
  // Eight newer reviews push the author's onto page 2 (8 a page).
  const others = await Promise.all(Array.from({ length: 8 }, (_, i) => confirmedAccount(request, `rvw-other${i}`)));
  for (const other of others) {
    expect((await request.post(reviews, { headers: other.headers, data: { score: 3 } })).status()).toBe(201);
  }

  await signIn(page, author.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto(`/stores/${shop.store.uri}/review`);
  await expect(page.getByTestId('review-row')).toHaveCount(8);
  await expect(page.getByTestId('write-review')).toHaveText(SAY.editReview);
  await page.getByTestId('write-review').click();
  await expect(page.getByTestId('review-comment')).toHaveValue('ส่งช้าไปหน่อย');
  await expect(page.getByTestId('review-score-1')).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('review-score-2').click();
  await page.getByTestId('review-comment').fill('ร้านตอบไว ของครบ');
  await page.getByTestId('review-submit').click();
  await expect(page.getByText(SAY.reviewSaved)).toBeVisible();

  // Saved with PUT: still 9 reviews, the author's now "average" on page 2.
  await expect(page.getByTestId('review-count')).toHaveText('9');
  await page.goto(`/stores/${shop.store.uri}/review?page=2`);
  await expect(page.getByTestId('review-row')).toHaveCount(1);
  await expect(page.getByTestId('review-row')).toContainText(SAY.average);
  await expect(page.getByTestId('review-row')).toContainText('ร้านตอบไว ของครบ');
});
