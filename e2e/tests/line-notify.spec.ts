import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { confirmedAccount, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read, written out so a wrong catalog entry fails the journey. */
const SAY = {
  title: 'การแจ้งเตือนทาง LINE',
  none: 'ยังไม่ได้เชื่อมต่อ',
  connected: 'เชื่อมต่อแล้ว',
  broken: 'token ใช้ไม่ได้',
  rejected: 'LINE ไม่ยอมรับ Channel access token นี้',
};

/**
 * The LINE Messaging API stand-in of this server (the simulators are on in journeys): LINE's own paths
 * (`GET /v2/bot/info`, `POST /v2/bot/message/push`) at the origin, and its record of pushes at /sim/line/pushes. A
 * token it accepts starts with `sim-` (LINE issues real ones; the stand-in cannot).
 */
for (const width of [1280, 390]) {
  test(`at ${width} px a seller connects LINE, a buyer orders, and the seller's LINE Official Account gets the push`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 860 : 844 });
    const shop = await paidShop(request, `line${width}`, 0);
    const target = `U${shop.store.id.replaceAll('-', '')}`;

    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto('/stores/line-notify');
    await expect(page.getByRole('heading', { name: SAY.title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('line-status')).toHaveText(SAY.none);
    await saveNamedScreenshot(page, `line-notify-${width}-01-empty`);

    // A token LINE refuses is said at its field, and nothing is saved.
    await page.getByTestId('field-token').fill('a-token-line-does-not-know');
    await page.getByTestId('field-target').fill(target);
    await page.getByTestId('line-save').click();
    await expect(page.getByText(SAY.rejected).first()).toBeVisible();
    await expect(page.getByTestId('line-status')).toHaveText(SAY.none);
    await saveNamedScreenshot(page, `line-notify-${width}-02-rejected`);

    const connectedToken = `sim-${crypto.randomUUID()}`;
    await page.getByTestId('field-token').fill(connectedToken);
    await page.getByTestId('line-save').click();
    await expect(page.getByTestId('line-status')).toHaveText(SAY.connected);
    await expect(page.getByTestId('line-bot-name')).toContainText('Songdee Sim OA');
    await saveNamedScreenshot(page, `line-notify-${width}-03-connected`);

    // A buyer orders from the shop; the push reaches the stand-in without anyone waiting for it.
    const buyer = await confirmedAccount(request, `line${width}-buyer`);
    const geo = (await (await request.get('/api/postals/10110')).json())[0];
    const orderData = {
      items: [{ productId: shop.products[0]?.id, quantity: 1 }],
      deliveryOptionId: 'ems',
      shipAddress: {
        fullName: 'น้ำฝน ผู้ซื้อ',
        phone: '0898765432',
        homeAddress: '12/3 ซอยน้ำใจ',
        provinceId: geo.data.p.id,
        borderId: geo.data.b.id,
        districtId: geo.data.d.id,
        postcode: geo.value,
      },
    };
    const placed = await request.post(`/api/stores/${shop.store.id}/orders`, { headers: buyer.headers, data: orderData });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { name: string };
    await expect
      .poll(async () => {
        const pushes = (await (await request.get(`/sim/line/pushes?to=${target}`)).json()) as Array<{ messages: Array<{ text: string }> }>;
        return pushes.map((p) => p.messages[0]?.text);
      })
      .toEqual([`ส่งดี: คำสั่งซื้อใหม่ ${order.name}`]);

    // The seller's test push arrives too, and the screen says so.
    await page.getByTestId('line-test').click();
    await expect(page.getByText('ส่งข้อความทดสอบแล้ว')).toBeVisible();
    const pushes = (await (await request.get(`/sim/line/pushes?to=${target}`)).json()) as Array<{ messages: Array<{ text: string }> }>;
    expect(pushes.at(-1)?.messages[0]?.text).toBe(`ส่งดี: ทดสอบการแจ้งเตือนจากร้าน ${shop.store.name} สำเร็จ`);
    await saveNamedScreenshot(page, `line-notify-${width}-04-tested`);

    // LINE stops accepting the token (the seller reissued it, say): the next push is refused with 401, sending stops
    // and the settings screen says the token is broken.
    const revoked = await request.post('/sim/line/revoke', { data: { token: connectedToken } });
    expect(revoked.status()).toBe(204);
    expect((await request.post(`/api/stores/${shop.store.id}/orders`, { headers: buyer.headers, data: orderData })).status()).toBe(201);
    await expect
      .poll(
        async () => (await (await request.get(`/api/stores/${shop.store.id}/line-notify`, { headers: shop.seller.headers })).json()).status,
      )
      .toBe('broken');
    await page.reload();
    await expect(page.getByTestId('line-status')).toHaveText(SAY.broken);
    await expect(page.getByTestId('line-broken')).toContainText('LINE ไม่ยอมรับ Channel access token ของร้าน');
    await saveNamedScreenshot(page, `line-notify-${width}-05-broken`);
  });
}
