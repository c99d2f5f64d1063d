import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { bangkokGeo, confirmedAccount, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read: the delivery-manage screen's messages, written out so a wrong catalog entry fails. */
const SAY = {
  sizeRequired: 'กรุณาเลือกขนาดกล่อง',
  zoneRequired: 'กรุณาเลือกโซนและขนาดกล่อง',
  // A fresh store has reserved no ready-to-send boxes yet.
  noStock: 'จำนวนบาร์โค้ดกล่องขนาด M ไม่เพียงพอ (คงเหลือ 0 กล่อง ต้องการ 1 กล่อง)',
};

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const res = await response;
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A shop offering the ready-to-send box and the regional box, with one paid order of each. */
async function boxShop(request: APIRequestContext) {
  const shop = await paidShop(request, 'packbox', 0);
  const geo = await bangkokGeo(request);
  const headers = shop.seller.headers;
  await ok(
    request.put('/api/stores', {
      headers,
      data: {
        id: shop.store.id,
        name: shop.store.name,
        uri: shop.store.uri,
        phone: '0812345678',
        homeAddress: '1/1',
        ...geo,
        deliveryOptions: [
          { deliveryOptionId: 'ems', fee: 5000 },
          { deliveryOptionId: 'promptpost', fee: 6000 },
          { deliveryOptionId: 'zonebox', fee: 5500 },
        ],
      },
    }),
  );
  const buyer = await confirmedAccount(request, 'packbox-buyer');
  const orders: Array<{ id: string; name: string }> = [];
  for (const [i, deliveryOptionId] of ['promptpost', 'zonebox'].entries()) {
    const order = await ok(
      request.post(`/api/stores/${shop.store.id}/orders`, {
        headers: buyer.headers,
        data: {
          items: [{ productId: shop.products[0]!.id, quantity: 1 }],
          deliveryOptionId,
          shipAddress: { fullName: `ใบเตย กล่อง${i + 1}`, phone: '0898765432', homeAddress: `8/${i + 1}`, ...geo },
        },
      }),
    );
    await ok(request.post(`/api/stores/${shop.store.id}/confirmorders/${order.id}`, { headers }));
    orders.push({ id: order.id, name: order.name });
  }
  return { ...shop, orders };
}

const boxOf = (page: Page, orderName: string) =>
  page.locator(`[data-testid="pack-card"][data-order-name="${orderName}"]`).getByTestId('box-card').first();

/**
 * A ready-to-send box order and a regional box order are picked like any other; on the weigh screen the first
 * asks for a box size and the second for a zone (with the delivery-manage messages), the regional box is
 * labelled, and the ready-to-send box fails with the stock message (this new store reserved no boxes).
 */
test('packing: ready-to-send and regional box orders are sized on the weigh screen and labelled', async ({ page, request }) => {
  const shop = await boxShop(request);
  const [box, zone] = shop.orders as [(typeof shop.orders)[number], (typeof shop.orders)[number]];
  const api = `/api/stores/${shop.store.id}/packing-lists`;
  let listId = '';

  await test.step('pick: both orders are offered and go on one list', async () => {
    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto(`/stores/${shop.store.uri}/picking-chooseOrders`);
    await expect(page.getByTestId('order-choice-row')).toHaveCount(2);
    for (const order of [box, zone]) {
      await page.locator(`[data-testid="order-choice-row"][data-order="${order.name}"]`).getByTestId('order-check').check();
    }
    await page.getByTestId('picking-next').click();
    await expect(page).toHaveURL(/picking-pickItem\?packingListId=/);
    listId = new URL(page.url()).searchParams.get('packingListId') ?? '';
    // Counting and boxes are covered by packing.spec.ts: done here through the API.
    const list = await ok(request.get(`${api}/${listId}`, { headers: shop.seller.headers }));
    const items = list.orders.flatMap((o: { orderItems: Array<{ orderItemId: string; quantity: number }> }) =>
      o.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: i.quantity })),
    );
    await ok(request.put(`${api}/${listId}/counts`, { headers: shop.seller.headers, data: { items, submit: true } }));
    await ok(request.post(`${api}/${listId}/confirm-packing`, { headers: shop.seller.headers }));
  });

  await test.step('weigh: a size for the ready-to-send box, a zone for the regional box', async () => {
    // The fields are shown once the list's answer is in: wait for that answer (however long a busy machine takes),
    // not for a fixed window after the navigation.
    const listAnswer = page.waitForResponse((r) => r.url().endsWith(`/packing-lists/${listId}`) && r.request().method() === 'GET');
    await page.goto(`/stores/packing-list-weigh/${listId}`);
    expect((await listAnswer).ok()).toBe(true);
    await expect(boxOf(page, box.name).getByTestId('weigh-size')).toBeVisible();
    await expect(boxOf(page, zone.name).getByTestId('weigh-zone')).toBeVisible();
    await page.getByTestId('weigh-create-labels').click();
    await expect(boxOf(page, box.name).getByText(SAY.sizeRequired)).toBeVisible();
    await expect(boxOf(page, zone.name).getByText(SAY.zoneRequired)).toBeVisible();
    await saveNamedScreenshot(page, 'packing-box-size-01-required');

    await boxOf(page, box.name).getByTestId('weigh-size').click();
    await page.getByRole('option', { name: 'กล่องขนาด M', exact: true }).click();
    await boxOf(page, box.name).getByTestId('weigh-input').fill('800');
    await boxOf(page, zone.name).getByTestId('weigh-zone').click();
    await page.getByRole('option', { name: 'กล่อง SS', exact: true }).click();
    await expect(page.getByText(SAY.sizeRequired)).toHaveCount(0);
    await saveNamedScreenshot(page, 'packing-box-size-02-chosen');
    await page.getByTestId('weigh-create-labels').click();
    await expect(page).toHaveURL(new RegExp(`/stores/packing-list-done/${listId}$`));
  });

  await test.step('done: the regional box is labelled, the ready-to-send box waits for stock with its size kept', async () => {
    await expect(boxOf(page, zone.name).getByTestId('box-barcode')).toHaveText(/^EZ\d{9}TH$/);
    await expect(boxOf(page, box.name).getByTestId('box-error')).toHaveText(SAY.noStock);
    const stored = await ok(request.get(`${api}/${listId}`, { headers: shop.seller.headers }));
    expect(stored.orders.map((o: { packs: Array<{ sizeId: number | null; zoneId: number | null }> }) => o.packs[0])).toMatchObject([
      { sizeId: 3, zoneId: null, weight: 800, barcode: null },
      { sizeId: 1, zoneId: 1 },
    ]);
    await saveNamedScreenshot(page, 'packing-box-size-03-done', { fullPage: true });
  });
});
