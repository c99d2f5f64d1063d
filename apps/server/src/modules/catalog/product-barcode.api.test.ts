import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createStorefrontTestApp } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const save = (auth: Record<string, string>, storeId: string, payload: Record<string, unknown>, id?: string) =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/stores/${storeId}/products/${id}` : `/api/stores/${storeId}/products`,
    headers: { ...auth, 'accept-language': 'th' },
    payload: { name: 'กระเป๋าผ้า', categoryId: 1, price: 199, ...payload },
  });

// EAN-13 and UPC-A codes whose last digit is GS1's mod-10 check digit (the EAN-13 and UPC-A articles' worked examples).
const EAN13 = '4006381333931';
const UPCA = '036000291452';

describe('a product barcode', () => {
  it('is saved without spaces or dashes, answered with the product, and may be removed', async () => {
    const created = await save(shop.seller.auth, shop.store.id, { barcode: ' 4006381-333931 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().barcode).toBe(EAN13);
    const read = await t.app.inject({ method: 'GET', url: `/api/stores/${shop.store.id}/products/${created.json().id}` });
    expect(read.json().barcode).toBe(EAN13);
    const cleared = await save(shop.seller.auth, shop.store.id, { barcode: '' }, created.json().id);
    expect(cleared.json().barcode).toBeNull();
    const none = await save(shop.seller.auth, shop.store.id, {});
    expect(none.json().barcode).toBeNull();
  });

  it('is refused at its field when its check digit is wrong or it is no GTIN', async () => {
    for (const barcode of ['4006381333932', '12345', 'ABC4006381333']) {
      const res = await save(shop.seller.auth, shop.store.id, { barcode });
      expect(res.statusCode).toBe(400);
      expect(issueMessages(res.json()).barcode).toBe('บาร์โค้ดไม่ถูกต้อง กรุณาตรวจสอบตัวเลข (EAN-13, UPC-A, EAN-8 หรือ GTIN-14)');
    }
  });

  it('belongs to one product of a store: a second is refused at the field, another store may use it', async () => {
    expect((await save(shop.seller.auth, shop.store.id, { barcode: UPCA })).statusCode).toBe(201);
    const again = await save(shop.seller.auth, shop.store.id, { name: 'อีกชิ้น', barcode: UPCA });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PRODUCT_BARCODE_TAKEN');
    expect(issueMessages(again.json()).barcode).toBe('บาร์โค้ดนี้ใช้กับสินค้าอื่นในร้านแล้ว');
    const other = await createUser(t.app, t.database.db, { store: {} });
    expect((await save(other.auth, other.storeId!, { barcode: UPCA })).statusCode).toBe(201);
  });

  it('two saves of one code at once give it to one product only', async () => {
    const code = '96385074';
    const [a, b] = await Promise.all([
      save(shop.seller.auth, shop.store.id, { name: 'ก', barcode: code }),
      save(shop.seller.auth, shop.store.id, { name: 'ข', barcode: code }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});
