import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { checkout, createBuyer, createShop, pngImage, postSlip, type Shop } from '../../../test/storefront-fixtures';
import { deliveredNow, pushTrackEvents } from '../../../test/track-sim';
import { useListeningTestApp } from '../../../test/use-test-app';
import { storeLineConnections } from '../../db/schema/outgoing';
import { createLineMessagingClient } from '../../integrations/line/client';

/**
 * A store's LINE Official Account against the LINE Messaging API stand-in (LINE's paths on this server, its control under /sim/line) over real HTTP, through LINE's
 * own SDK. Facts, from LINE's Messaging API reference (developers.line.biz/en/reference/messaging-api) and the
 * `@line/bot-sdk` 11 models generated from LINE's OpenAPI document:
 * - "Get bot info" is `GET https://api.line.me/v2/bot/info` with the channel access token as a bearer token; it
 *   answers `userId`, `basicId`, `displayName`, `chatMode`, `markAsReadMode` (BotInfoResponse).
 * - "Send push message" is `POST /v2/bot/message/push` with `{ to, messages }`, `to` a user, group or room id.
 * - Errors answer a JSON body `{ "message": ... }`; 401 is an invalid channel access token, 429 too many requests
 *   (rate or monthly limit) (the reference's status code table).
 * - "Retrying a failed API request": `X-Line-Retry-Key` (a UUID) is accepted once; a repeat gets 409 and the
 *   message is not sent again.
 * Whether LINE sends Retry-After with a 429 is not stated: the sender honours it when present and backs off anyway.
 */
/** The app’s clock runs ahead of the real one by `ahead`, so a test can jump past a back-off. */
let ahead = 0;
const t = useListeningTestApp((o) => ({ LINE_MESSAGING_API_URL: o, FILES_DIR: mkdtempSync(join(tmpdir(), 'songdee-files-')) }), {
  now: () => new Date(Date.now() + ahead),
});

/** Each store pushes to a user id of its own (U and 32 hex digits), so the stand-in's pushes are read per store. */
const targetOf = (shop: Shop) => `U${shop.store.id.replaceAll('-', '')}`;
const TARGET = `U${'a1b2c3d4'.repeat(4)}`;
const lineUrl = (shop: Shop) => `/api/stores/${shop.store.id}/line-notify`;
const connect = (shop: Shop, token: string, extra: Record<string, unknown> = {}, lang = 'th') =>
  t.app.inject({
    method: 'PUT',
    url: lineUrl(shop),
    headers: { ...shop.seller.auth, 'accept-language': lang },
    payload: { channelAccessToken: token, targetId: targetOf(shop), events: ['newOrder', 'parcelDelivered'], ...extra },
  });
const pushes = async (to = TARGET) =>
  (await (await fetch(`${t.origin}/sim/line/pushes?to=${to}`)).json()) as Array<{ messages: Array<{ text: string }>; retryKey: string }>;
const control = (path: string, body: unknown) =>
  fetch(`${t.origin}/sim/line/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const newOrder = async (shop: Shop) => {
  const res = await checkout(t, shop, (await createBuyer(t)).auth);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; name: string };
};
const textsFor = async (shop: Shop, orderName: string) =>
  (await pushes(targetOf(shop))).filter((p) => p.messages[0]?.text.includes(orderName));
const token = () => `sim-${crypto.randomUUID()}`;

describe('PUT /api/stores/:storeId/line-notify', () => {
  it('checks the token with LINE when it is saved: a refused one is a field error, in Thai or English', async () => {
    const shop = await createShop(t);
    const th = await connect(shop, 'not-a-line-token');
    expect(th.statusCode).toBe(400);
    expect(th.json().error.code).toBe('LINE_TOKEN_REJECTED');
    expect(th.json().error.issues).toEqual([
      expect.objectContaining({ path: 'channelAccessToken', message: expect.stringContaining('LINE ไม่ยอมรับ Channel access token') }),
    ]);
    const en = await connect(shop, 'not-a-line-token', {}, 'en');
    expect(en.json().error.issues[0].message).toContain('LINE did not accept this channel access token');
    const badTarget = await connect(shop, token(), { targetId: 'my-line-id' });
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json().error.issues[0]).toMatchObject({ path: 'targetId' });
    expect((await t.app.inject({ url: lineUrl(shop), headers: shop.seller.auth })).json()).toMatchObject({ status: 'none' });
  });

  it('stores the token encrypted and answers the bot’s name, never the token', async () => {
    const shop = await createShop(t);
    const secret = token();
    const res = await connect(shop, secret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'connected',
      botName: 'Songdee Sim OA',
      targetId: targetOf(shop),
      events: ['newOrder', 'parcelDelivered'],
      brokenAt: null,
    });
    expect(res.body).not.toContain(secret);
    const [row] = await t.database.db.select().from(storeLineConnections).where(eq(storeLineConnections.storeId, shop.store.id));
    expect(row?.tokenCipher).not.toContain(secret);
    expect(row?.tokenCipher.split('.')).toHaveLength(3);
  });
});

describe('LINE pushes', () => {
  it('pushes a new order once, after its transaction, and only the events the seller chose', async () => {
    const shop = await createShop(t);
    expect((await connect(shop, token(), { events: ['newOrder'] })).statusCode).toBe(200);
    const order = await newOrder(shop);
    expect(await textsFor(shop, order.name)).toHaveLength(0); // the request did not wait for LINE
    await t.app.outgoing.sendDue();
    await t.app.outgoing.sendDue();
    const got = await textsFor(shop, order.name);
    expect(got).toHaveLength(1);
    expect(got[0]!.messages[0]!.text).toBe(`ส่งดี: คำสั่งซื้อใหม่ ${order.name}`);
    expect(got[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);

    await connect(shop, token(), { events: ['parcelDelivered'] });
    const unchosen = await newOrder(shop);
    await t.app.outgoing.sendDue();
    expect(await textsFor(shop, unchosen.name)).toHaveLength(0);
  });

  it('pushes a buyer’s payment slip once, when the seller chose it', async () => {
    const shop = await createShop(t);
    await connect(shop, token(), { events: ['slipUploaded'] });
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json() as { id: string; name: string };
    const uploaded = await postSlip(t, shop.store.id, buyer.auth, order.id, multipartFile('slip.png', await pngImage()));
    expect(uploaded.statusCode, uploaded.body).toBeLessThan(300);
    await t.app.outgoing.sendDue();
    expect((await pushes(targetOf(shop))).map((p) => p.messages[0]!.text)).toEqual([
      `ส่งดี: ผู้ซื้อแนบสลิปการชำระเงินของคำสั่งซื้อ ${order.name} กรุณาตรวจสอบ`,
    ]);
  });

  it('pushes a delivered parcel once, however often the postal push service reports it', async () => {
    const shop = await createShop(t);
    await connect(shop, token(), { events: ['parcelDelivered'] });
    await createSender(t.database.db, shop.store.id, shop.seller.user.id);
    const recipients = await createRecipients(t.database.db, shop.store.id, shop.seller.user.id, 1);
    const published = await publish(t.app, shop.store.id, shop.seller.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients) });
    const barcode = (published.json().created as Array<{ barcode: string }>)[0]!.barcode;
    const item = deliveredNow(barcode);
    for (let i = 0; i < 2; i++) {
      const posted = await pushTrackEvents(t, [item]);
      expect(posted.statusCode).toBe(200);
      await t.app.outgoing.sendDue();
    }
    expect((await pushes(targetOf(shop))).map((p) => p.messages[0]!.text)).toEqual([`ส่งดี: พัสดุ ${barcode} ส่งถึงผู้รับแล้ว`]);
  });

  it('after a 429 tries again later, not before Retry-After, and the push arrives once', async () => {
    const shop = await createShop(t);
    await connect(shop, token(), { events: ['newOrder'] });
    await control('fail-next', { status: 429, retryAfterSeconds: 120 });
    const order = await newOrder(shop);
    expect(await t.app.outgoing.sendDue()).toMatchObject({ retried: 1, sent: 0 });
    ahead += 60_000; // past the first back-off step (30 s), not past Retry-After
    expect(await t.app.outgoing.sendDue()).toMatchObject({ sent: 0, retried: 0 });
    ahead += 61_000;
    expect(await t.app.outgoing.sendDue()).toMatchObject({ sent: 1 });
    expect(await textsFor(shop, order.name)).toHaveLength(1);
  });

  it('after a 401 stops pushing for the store, marks it broken and tells the store in the app', async () => {
    const shop = await createShop(t);
    const secret = token();
    await connect(shop, secret, { events: ['newOrder'] });
    await control('revoke', { token: secret });
    const order = await newOrder(shop);
    expect(await t.app.outgoing.sendDue()).toMatchObject({ dropped: 1 });
    expect(await textsFor(shop, order.name)).toHaveLength(0);
    const state = (await t.app.inject({ url: lineUrl(shop), headers: shop.seller.auth })).json();
    expect(state).toMatchObject({ status: 'broken', brokenAt: expect.any(String) });
    const notes = (await t.app.inject({ url: `/api/Notification?storeId=${shop.store.id}`, headers: shop.seller.auth })).json();
    expect(notes.contents.filter((n: { typeNotification: number }) => n.typeNotification === 4)).toEqual([
      expect.objectContaining({ content: expect.stringContaining('การแจ้งเตือนทาง LINE หยุดแล้ว') }),
    ]);
    // Broken: later events are not even queued, until a working token is saved.
    await newOrder(shop);
    expect(await t.app.outgoing.sendDue()).toEqual({ sent: 0, retried: 0, dropped: 0 });
    expect((await connect(shop, token(), { events: ['newOrder'] })).json().status).toBe('connected');
    const after = await newOrder(shop);
    await t.app.outgoing.sendDue();
    expect(await textsFor(shop, after.name)).toHaveLength(1);
  });

  it('sends a test push at once, and refuses one for a store with no connection', async () => {
    const shop = await createShop(t);
    const none = await t.app.inject({ method: 'POST', url: `${lineUrl(shop)}/test`, headers: shop.seller.auth });
    expect(none.statusCode).toBe(404);
    await connect(shop, token());
    const before = (await pushes(targetOf(shop))).length;
    const res = await t.app.inject({ method: 'POST', url: `${lineUrl(shop)}/test`, headers: shop.seller.auth });
    expect(res.json()).toEqual({ sent: true });
    expect((await pushes(targetOf(shop))).slice(before).map((p) => p.messages[0]!.text)).toEqual([
      'ส่งดี: ทดสอบการแจ้งเตือนจากร้าน ร้านทดสอบ สำเร็จ',
    ]);
    const gone = await t.app.inject({ method: 'DELETE', url: lineUrl(shop), headers: shop.seller.auth });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: lineUrl(shop), headers: shop.seller.auth })).json().status).toBe('none');
  });

  it('a push resent with its retry key is accepted once (409 counts as sent)', async () => {
    const client = createLineMessagingClient({ baseUrl: t.origin });
    const push = { to: TARGET, text: 'ครั้งเดียว', retryKey: crypto.randomUUID() };
    const secret = token();
    expect(await client.pushText(secret, push)).toBe('sent');
    expect(await client.pushText(secret, push)).toBe('alreadyAccepted');
    expect((await pushes()).filter((p) => p.retryKey === push.retryKey)).toHaveLength(1);
  });
});
