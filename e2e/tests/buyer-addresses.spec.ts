import { type APIRequestContext, expect, test } from '@playwright/test';
import { saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { checkoutFirstProduct, choosePostcode, closeToasts } from './support/page-helpers';
import { apiProduct, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD, type FixtureAccount } from './support/seller-fixtures';
import { CHECKOUT_TH } from './support/texts';

/** What the buyer should read (Thai), written out so a wrong catalog entry fails the journey. */
const th = {
  chooseSaved: 'เลือกจากที่อยู่ที่บันทึกไว้',
  pickerTitle: 'เลือกที่อยู่จัดส่ง',
  noSaved: 'ยังไม่มีที่อยู่ที่บันทึกไว้',
  saveAddress: 'บันทึกที่อยู่นี้ไว้ใช้ครั้งต่อไป',
  myAddresses: 'ที่อยู่ของฉัน',
  editTitle: 'แก้ไขที่อยู่',
  required: 'ไม่สามารถเว้นว่างได้',
  saved: 'บันทึกที่อยู่สำเร็จ',
  deleted: 'ลบที่อยู่สำเร็จ',
};

const RECEIVER = 'มานี มีนา';

/** A published store offering EMS with one product, made through the API. */
async function shop(request: APIRequestContext) {
  const geo = await bangkokGeo(request);
  const seller = await confirmedAccount(request, 'ba-seller');
  const uri = `ba-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const store = await apiStore(request, seller, geo, { name: `ร้านที่อยู่ ${uri.slice(3)}`, uri });
  await apiProduct(request, seller, store.id, { name: 'ข้าวหอมมะลิ 5 กก.', categoryId: 1, price: 25_000, description: 'ข้าวใหม่ต้นฤดู' });
  return { uri, geo };
}

/** The buyer's saved addresses, read through the API (what the screens must agree with). */
async function savedAddresses(request: APIRequestContext, buyer: FixtureAccount) {
  const res = await request.get('/api/Account/addresses?size=100', { headers: buyer.headers });
  expect(res.status()).toBe(200);
  return (await res.json()).contents as Array<{ id: string; fullName: string; homeAddress: string; postcode: string }>;
}

/**
 * A buyer's own address book: the first checkout saves the typed address with the box ticked; the
 * next checkout, on a phone, picks it from "เลือกจากที่อยู่ที่บันทึกไว้" (10, 50 or 100 a page, searchable); the
 * account page lists the addresses as cards at 390 px, edits one (a blank name refused at the field) and deletes one.
 */
test('buyer addresses: saved at checkout, chosen from the modal next time, edited on the account page', async ({ browser, request }) => {
  const { uri, geo } = await shop(request);
  const buyer = await confirmedAccount(request, 'ba-buyer');
  const context = await browser.newContext();
  await signInByCookie(context, buyer.email, FIXTURE_PASSWORD);
  const page = await context.newPage();

  await test.step('the first checkout has nothing saved yet; the buyer types the address and ticks "save"', async () => {
    await checkoutFirstProduct(page, uri);
    await page.getByTestId('choose-saved-address').click();
    const picker = page.getByTestId('saved-address-picker');
    await expect(picker).toContainText(th.pickerTitle);
    await expect(picker).toContainText(th.noSaved);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await page.getByTestId('field-fullName').fill(RECEIVER);
    await page.getByTestId('field-phone').fill('0891112222');
    await page.getByTestId('field-homeAddress').fill('88/8');
    await page.getByTestId('field-street').fill('พระราม 4');
    await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    const save = page.getByTestId('checkout-save-address');
    await expect(page.getByText(th.saveAddress)).toBeVisible();
    await save.check();
    await closeToasts(page);
    await save.scrollIntoViewIfNeeded();
    await saveNamedScreenshot(page, 'buyer-addresses-checkout-save', { fullPage: false });
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
    const saved = await savedAddresses(request, buyer);
    expect(saved.map((a) => [a.fullName, a.homeAddress, a.postcode])).toEqual([[RECEIVER, '88/8', '10110']]);
  });

  // Eleven more addresses, so the modal has more than one page of 10.
  for (let i = 1; i <= 11; i++) {
    const res = await request.post('/api/Account/addresses', {
      headers: { ...buyer.headers, 'Idempotency-Key': `seed-${i}` },
      data: { fullName: `ญาติ คนที่${i}`, phone: '', homeAddress: `${i}`, ...geo },
    });
    expect(res.status()).toBe(201);
  }

  await test.step('on a phone, the next checkout picks it from the modal: 10 a page, 50 shows all, search finds it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkoutFirstProduct(page, uri);
    await page.getByTestId('choose-saved-address').click();
    const picker = page.getByTestId('saved-address-picker');
    const rows = picker.getByTestId('saved-address-row');
    await expect(rows).toHaveCount(10);
    await expect(picker.getByTestId('pagination-summary')).toHaveText('แสดง 1-10 จาก 12 รายการ');
    await picker.getByTestId('page-size').click();
    for (const size of [10, 50, 100]) await expect(page.getByRole('option', { name: `${size} / หน้า` })).toBeVisible();
    await page.getByRole('option', { name: '50 / หน้า' }).click();
    await expect(rows).toHaveCount(12);
    const search = picker.getByTestId('saved-address-search');
    await search.fill('มานี');
    await search.press('Enter');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(RECEIVER);
    await expect(rows.first()).toContainText('88/8');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'buyer-addresses-picker-390', { fullPage: false });
    await rows.first().getByTestId('saved-address-choose').click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('field-fullName')).toHaveValue(RECEIVER);
    await expect(page.getByTestId('field-homeAddress')).toHaveValue('88/8');
    await expect(page.getByTestId('field-street')).toHaveValue('พระราม 4');
    await expect(page.getByTestId('postcode-input')).toHaveValue('10110');
    // Already saved: the box is not ticked again.
    await expect(page.getByTestId('checkout-save-address')).not.toBeChecked();
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('thank-you')).toContainText(CHECKOUT_TH.thankYou);
    // The order carries the chosen address (and no link to a store's recipient book).
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const order = await (await request.get(`/api/Account/Orders/${orderId}`, { headers: buyer.headers })).json();
    expect(order.shipAddress).toMatchObject({
      fullName: RECEIVER,
      homeAddress: '88/8',
      street: 'พระราม 4',
      postcode: '10110',
      shipAddressId: null,
    });
    expect(await savedAddresses(request, buyer)).toHaveLength(12);
  });

  await test.step('the account page lists the addresses as cards at 390 px and edits one', async () => {
    await page.goto('/account-manage');
    const panel = page.getByTestId('buyer-addresses');
    await expect(panel).toContainText(th.myAddresses);
    await expect(panel.getByTestId('buyer-address-cards')).toBeVisible();
    await expect(panel.getByTestId('buyer-address-row')).toHaveCount(10);
    const search = panel.getByTestId('buyer-address-search');
    await search.fill('มานี');
    await search.press('Enter');
    const card = panel.getByTestId('buyer-address-row');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('88/8');
    await card.scrollIntoViewIfNeeded();
    await saveNamedScreenshot(page, 'buyer-addresses-account-390');

    await card.getByTestId('buyer-address-edit').click();
    const dialog = page.getByTestId('buyer-address-dialog');
    await expect(dialog).toContainText(th.editTitle);
    await expect(dialog.getByTestId('field-fullName')).toHaveValue(RECEIVER);
    await dialog.getByTestId('field-fullName').fill('');
    await dialog.getByTestId('buyer-address-save').click();
    await expect(dialog.getByText(th.required)).toBeVisible();
    await dialog.getByTestId('field-fullName').fill('มานี มีนา (ที่ทำงาน)');
    await dialog.getByTestId('field-homeAddress').fill('99/1');
    await closeToasts(page);
    await saveNamedScreenshot(page, 'buyer-addresses-edit-390', { fullPage: false });
    await dialog.getByTestId('buyer-address-save').click();
    await expect(page.getByText(th.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('มานี มีนา (ที่ทำงาน)');
    await expect(card).toContainText('99/1');
    const edited = (await savedAddresses(request, buyer)).find((a) => a.fullName === 'มานี มีนา (ที่ทำงาน)');
    expect(edited?.homeAddress).toBe('99/1');
  });

  await test.step('deleting asks first, then the address is gone', async () => {
    const panel = page.getByTestId('buyer-addresses');
    const search = panel.getByTestId('buyer-address-search');
    await search.fill('คนที่11');
    await search.press('Enter');
    const card = panel.getByTestId('buyer-address-row');
    // The searched row, not the previous search's one row still shown while the new one loads.
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('คนที่11');
    await card.getByTestId('buyer-address-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await expect(page.getByText(th.deleted)).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await savedAddresses(request, buyer)).map((a) => a.fullName)).not.toContain('ญาติ คนที่11');
  });

  await test.step('the edited address is what the modal offers next time', async () => {
    await checkoutFirstProduct(page, uri);
    await page.getByTestId('choose-saved-address').click();
    const picker = page.getByTestId('saved-address-picker');
    await picker.getByTestId('saved-address-search').fill('ที่ทำงาน');
    await picker.getByTestId('saved-address-search').press('Enter');
    await expect(picker.getByTestId('saved-address-row')).toHaveCount(1);
    await expect(picker.getByTestId('saved-address-row')).toContainText('99/1');
  });

  await context.close();
});
