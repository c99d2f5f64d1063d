import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSender } from '../../../test/mailing-fixtures';
import { everyItemPacked, type ListBody, usePackingShop } from '../../../test/packing-fixtures';
import { run } from '../../../test/pdf-tools';
import { checkout, createBuyer, saveStore } from '../../../test/storefront-fixtures';
import { mailings } from '../../db/schema/mailings';

const { t, shop, api } = usePackingShop();
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
  const res = await saveStore(t, shop, { deliveryOptions: [{ deliveryOptionId: 'ems', fee: 5000, codEnabled: true, codFee: 2000 }] });
  if (res.statusCode !== 200) throw new Error(res.body);
});

describe('a COD order packed into two boxes', () => {
  it('the first box collects the whole amount, the second nothing, also when the first is labelled in a later round', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth, { cashOnDelivery: true })).json();
    expect(order.cashOnDelivery.amount).toBe(29550);
    let list = (await api.create([order.id])).json() as ListBody;
    const items = list.orders[0]!.orderItems;
    list = (await api.counts(list.id, everyItemPacked(list), true)).json();
    expect((await api.split(list.id, order.id, [{ orderItemId: items[0]!.orderItemId, quantity: 1 }])).statusCode).toBe(201);
    list = (await api.confirmPacking(list.id)).json();
    const [first, second] = list.orders[0]!.packs;
    // Round one: only the second box is weighed, so the first fails (no weight) and the second alone is labelled; round
    // two labels the first. The amount lands on box 1 alone, whichever round labels it.
    list = (await api.weights(list.id, [{ packId: second!.id, weight: 500 }])).json();
    list = (await api.labels(list.id)).json();
    expect(list.totals).toMatchObject({ boxes: 2, labelled: 1, failed: 1 });
    const weighed = await api.weights(list.id, [{ packId: first!.id, weight: 500 }]);
    expect(weighed.statusCode, weighed.body).toBe(200);
    list = (await api.labels(list.id)).json();
    expect(list.totals).toMatchObject({ boxes: 2, labelled: 2, failed: 0 });
    const packs = list.orders[0]!.packs;
    const codOf = async (barcode: string | null) =>
      (await t.database.db.select().from(mailings).where(eq(mailings.barcode, barcode!)))[0]?.codAmountSatang;
    expect(packs.map((p) => p.boxNo)).toEqual([1, 2]);
    expect(await codOf(packs[0]!.barcode)).toBe(29550);
    expect(await codOf(packs[1]!.barcode)).toBeNull();

    // The hand-over list the post office signs names the COD parcel's amount under its receiver, and the COD total.
    const handover = await api.printHandover(list.id);
    expect(handover.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'cod-handover-')), 'handover.pdf');
    writeFileSync(file, handover.rawPayload);
    const text = run('pdftotext', ['-raw', file, '-']);
    // Once under the receiver and once in the header's total, on each of the two copies.
    expect(text.match(/฿295\.50/g)).toHaveLength(4);
  });
});
