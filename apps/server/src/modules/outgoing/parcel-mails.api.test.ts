import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSender, publish } from '../../../test/mailing-fixtures';
import { checkout, confirmOrder, createBuyer, createStorefrontTestApp } from '../../../test/storefront-fixtures';
import { deliveredNow, pushTrackEvents } from '../../../test/track-sim';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { enqueueParcelMessages } from './outgoing-enqueue';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
});

/** A confirmed order of `auth`'s user, published (its parcel gets a barcode): answers the order and the barcode. */
async function shippedOrder(auth: Record<string, string>) {
  const placed = await checkout(t, shop, auth);
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: string; name: string };
  await confirmOrder(t, shop, order.id);
  const payload = { batchId: crypto.randomUUID(), optionId: 'ems', weight: 500, orders: [{ orderId: order.id }] };
  const res = await publish(t.app, shop.store.id, shop.seller.auth, payload);
  expect(res.statusCode, res.body).toBe(201);
  // The same batch sent again (a client that lost the answer): no second parcel, so no second e-mail.
  expect((await publish(t.app, shop.store.id, shop.seller.auth, payload)).json().created).toEqual([]);
  return { order, barcode: (res.json().created as Array<{ barcode: string }>)[0]!.barcode, payload };
}

const mails = async (to: string) =>
  (await t.app.inject({ url: `/sim/mail/messages?to=${encodeURIComponent(to)}` })).json() as Array<{ subject: string; text: string }>;

/** The postal push service reports a delivery (501), as its webhook does; the same post again is a repeat. */
const deliver = (barcode: string) => pushTrackEvents(t, [deliveredNow(barcode)]);

describe('buyers’ parcel e-mails', () => {
  it('mails the buyer once when the parcel is published, with the barcode and its tracking link, in the buyer’s language', async () => {
    const buyer = await createBuyer(t);
    const { order, barcode } = await shippedOrder(buyer.auth);
    expect(await mails(buyer.user.email)).toHaveLength(0); // nothing is sent inside the request
    expect((await t.app.outgoing.sendDue()).sent).toBeGreaterThanOrEqual(1);
    await t.app.outgoing.sendDue();
    const got = await mails(buyer.user.email);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe(`คำสั่งซื้อ ${order.name} จาก ร้านทดสอบ จัดส่งแล้ว`);
    expect(got[0]!.text).toContain(barcode);
    expect(got[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/track/${barcode}`));

    await t.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, buyer.user.id));
    expect((await deliver(barcode)).statusCode).toBe(200);
    expect((await deliver(barcode)).statusCode).toBe(200);
    await t.app.outgoing.sendDue();
    await t.app.outgoing.sendDue();
    const after = await mails(buyer.user.email);
    expect(after).toHaveLength(2);
    expect(after.filter((m) => m.subject === `The parcel of order ${order.name} has been delivered`)).toHaveLength(1);
  });

  it('makes one message of an event enqueued twice (the outbox’s key)', async () => {
    const buyer = await createBuyer(t);
    const { barcode } = await shippedOrder(buyer.auth);
    await t.database.db.transaction(async (tx) => {
      await enqueueParcelMessages(tx, 'parcelPublished', [barcode]);
      await enqueueParcelMessages(tx, 'parcelPublished', [barcode]);
    });
    await t.app.outgoing.sendDue();
    expect(await mails(buyer.user.email)).toHaveLength(1);
  });

  it('sends nothing for the store owner’s own order in their shop (a test order)', async () => {
    const { barcode } = await shippedOrder(shop.seller.auth);
    await deliver(barcode);
    await t.app.outgoing.sendDue();
    expect(await mails(shop.seller.user.email)).toHaveLength(0);
    const queued = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM outgoing_messages WHERE payload->>'barcode' = ${barcode}`,
    );
    expect((queued as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('stops them from the one-click link, without signing in; a made-up link is refused', async () => {
    const buyer = await createBuyer(t);
    const first = await shippedOrder(buyer.auth);
    await t.app.outgoing.sendDue();
    const [mail] = await mails(buyer.user.email);
    const link = mail!.text.match(/https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const stopped = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('ยกเลิกการรับอีเมลแล้ว');

    // Already queued (the delivery) and later parcels: none is mailed.
    await deliver(first.barcode);
    await shippedOrder(buyer.auth);
    await t.app.outgoing.sendDue();
    expect(await mails(buyer.user.email)).toHaveLength(1);

    const token = url.searchParams.get('token')!;
    const forged = `${(await createBuyer(t)).user.id}.${token.split('.')[1]}`;
    const refused = await t.app.inject({ url: `/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('MAIL_STOP_LINK_INVALID');
  });
});
