import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { createSender, publish } from '../../../test/mailing-fixtures';
import { createStorefrontTestApp, paidOrder } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
});

/** A paid order shipped by one EMS mailing; returns the order id and the mailing. */
async function shippedOrder() {
  const placed = await paidOrder(t, shop);
  const res = await publish(t.app, shop.store.id, shop.seller.auth, { optionId: 'ems', weight: 700, orders: [{ orderId: placed.id }] });
  if (res.statusCode !== 201) throw new Error(`publish: ${res.body}`);
  return { orderId: placed.id, mailing: res.json().created[0] as { id: string; barcode: string; serviceCost: number } };
}

const sellerOrder = async (id: string) =>
  (await t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${id}`, headers: shop.seller.auth })).json();
const edit = (mailingId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/stores/${shop.store.id}/mailings/${mailingId}`, headers: shop.seller.auth, payload });
const addressForm = async (mailingId: string) =>
  (await t.app.inject({ url: `/api/stores/${shop.store.id}/mailings/${mailingId}/address`, headers: shop.seller.auth })).json();

describe('editing the address of a mailing made from an order', () => {
  it('takes the order along, so the order shows where its parcel goes', async () => {
    const { orderId, mailing } = await shippedOrder();
    const chiangMai = await pickPostal(t.app, '50200');
    const res = await edit(mailing.id, { fullName: 'Buyer Moved', phone: '0822223333', homeAddress: '5/5', ...chiangMai });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ barcode: mailing.barcode, serviceCost: mailing.serviceCost, orderId });
    const order = await sellerOrder(orderId);
    expect(order.shipAddress).toMatchObject({
      fullName: 'Buyer Moved',
      phone: '0822223333',
      homeAddress: '5/5',
      postcode: '50200',
      districtId: chiangMai.districtId,
    });
    expect(order).toMatchObject({ barcode: mailing.barcode, status: { referenceKey: 'PENDING_FOR_SHIPMENT' } });
  });

  it('starts the form from the order for mailings published before parts were kept', async () => {
    const { mailing } = await shippedOrder();
    await t.database.db.update(mailings).set({ recipientParts: null }).where(eq(mailings.id, mailing.id));
    expect(await addressForm(mailing.id)).toMatchObject({ source: 'order', fullName: 'สมหญิง รักดี', homeAddress: '12/3', ...shop.geo });
  });

  it('leaves the order alone when another live mailing (a split box) ships it too', async () => {
    const { orderId, mailing } = await shippedOrder();
    const [row] = await t.database.db.select().from(mailings).where(eq(mailings.id, mailing.id));
    const { id: _id, barcode, batchId: _batch, ...copy } = row!;
    await t.database.db.insert(mailings).values({ ...copy, barcode: `${barcode.slice(0, 2)}99999999TH`, batchId: crypto.randomUUID() });
    const res = await edit(mailing.id, { fullName: 'Only This Box', homeAddress: '9/9', ...shop.geo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipAddress.name).toBe('Only This Box');
    expect((await sellerOrder(orderId)).shipAddress.fullName).toBe('สมหญิง รักดี');
  });
});
