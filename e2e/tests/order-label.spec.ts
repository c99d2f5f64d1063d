import { type APIRequestContext, expect, test } from '@playwright/test';
import { latestMailTo, linkIn, saveNamedScreenshot, signIn, uniqueEmail } from './support/journey-helpers';
import { TEXTS } from './support/texts';

const PASSWORD = 'secret123';

/** A fresh, confirmed account, signed in through the API: returns its bearer headers. */
async function account(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  const registered = await request.post('/api/Account/Register', {
    data: { email, firstName: 'ทดสอบ', lastName: tag, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(linkIn((await latestMailTo(request, email)).text, '/confirmemail'));
  expect((await request.post(`/api/Account/ConfirmEmail${link.search}`)).ok()).toBe(true);
  const token = await request.post('/api/Token', { form: { grant_type: 'password', username: email, password: PASSWORD } });
  return { email, headers: { authorization: `Bearer ${(await token.json()).access_token}` } };
}

test('a paid order gets its label from the order list’s "make label": one mailing, the order waits to ship', async ({ page, request }) => {
  const [suggestion] = await (await request.get('/api/postals/10110')).json();
  const geo = {
    provinceId: suggestion.data.p.id,
    borderId: suggestion.data.b.id,
    districtId: suggestion.data.d.id,
    postcode: suggestion.value,
  };

  // The seller's shop, a product and a default sender, through the API.
  const seller = await account(request, 'label-seller');
  const store = await (
    await request.post('/api/stores', {
      headers: seller.headers,
      data: {
        name: 'ร้านใบจ่าหน้า',
        uri: `label-${Date.now().toString(36)}`,
        phone: '0812345678',
        homeAddress: '1/1',
        ...geo,
        deliveryOptions: [{ deliveryOptionId: 'ems', fee: 5000 }],
      },
    })
  ).json();
  const product = await (
    await request.post(`/api/stores/${store.id}/products`, {
      headers: seller.headers,
      data: { name: 'น้ำพริกเผา', categoryId: 2, price: 12000, description: 'เผ็ดกลาง' },
    })
  ).json();
  await request.post(`/api/stores/${store.id}/address/send`, {
    headers: seller.headers,
    data: { name: 'สมชาย', surname: 'ส่งของ', phone: '0812345678', homeAddress: '99/9', ...geo },
  });

  // A buyer's order, paid and confirmed: PENDING_TO_BE_PACKED.
  const buyer = await account(request, 'label-buyer');
  const order = await (
    await request.post(`/api/stores/${store.id}/orders`, {
      headers: buyer.headers,
      data: {
        items: [{ productId: product.id, quantity: 2 }],
        deliveryOptionId: 'ems',
        shipAddress: { fullName: 'น้ำฝน ผู้ซื้อ', phone: '0898765432', homeAddress: '12/3 ซอยน้ำใจ', ...geo },
      },
    })
  ).json();
  expect((await request.post(`/api/stores/${store.id}/confirmorders/${order.id}`, { headers: seller.headers })).ok()).toBe(true);

  await signIn(page, seller.email, PASSWORD, TEXTS.th);
  await page.goto(`/stores/delivery/manage?orderId=${order.id}`);
  const box = page.getByTestId('order-recipient-box');
  await expect(box).toContainText(order.name);
  await expect(box).toContainText('น้ำฝน ผู้ซื้อ');
  await page.getByTestId('service-ems').click();
  await page.getByTestId('weight-input').fill('800');
  await page.getByTestId('manage-confirm').click();
  await expect(box.getByTestId('row-done')).toHaveText(/^E[A-Z]\d{9}TH$/);
  await saveNamedScreenshot(page, 'mailing-14-from-order');

  const after = await (await request.get(`/api/stores/${store.id}/orders/${order.id}`, { headers: seller.headers })).json();
  expect(after.status.referenceKey).toBe('PENDING_FOR_SHIPMENT');
  expect(after.barcode).toBe((await box.getByTestId('row-done').textContent())?.trim());
});
