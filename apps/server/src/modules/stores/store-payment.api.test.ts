import { promptPayPayload } from '@songdee/shared/store/promptpay';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import {
  checkout,
  createBuyer,
  createShop,
  createStorefrontTestApp,
  pngImage,
  postSlip,
  saveStore,
} from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const bank = { bankCode: '004', accountNo: '123-4-56789-0', accountName: 'ร้านทดสอบ' };

/** Saves the shop's form with these payment fields (the rest as created). */
const save = (payment: Record<string, unknown>, headers: Record<string, string> = {}, who = shop.seller.auth) =>
  saveStore(t, shop, payment, { ...who, ...headers });

describe('store payment settings (PUT /api/stores)', () => {
  it('stores a PromptPay mobile and a bank account normalised, and shows them to the owner only', async () => {
    const res = await save({ promptPayId: '081-234-5678', bankAccount: bank });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toEqual({
      promptPayId: '0812345678',
      bankAccount: { bankCode: '004', accountNo: '1234567890', accountName: 'ร้านทดสอบ' },
    });
    const own = await t.app.inject({ method: 'GET', url: '/api/stores', headers: shop.seller.auth });
    expect(own.json().payment.promptPayId).toBe('0812345678');
    const publicView = await t.app.inject({ method: 'GET', url: `/api/stores?uri=${shop.store.uri}` });
    expect(publicView.json().payment).toBeNull();
    const someone = await createUser(t.app, t.database.db);
    const byId = await t.app.inject({ method: 'GET', url: `/api/stores/${shop.store.id}`, headers: someone.auth });
    expect(byId.json().payment).toBeNull();
  });

  it('takes a 13-digit tax id, keeps the settings when the fields are left out, and clears them when blank', async () => {
    expect((await save({ promptPayId: '0-1055-56000-01-7', bankAccount: null })).json().payment).toEqual({
      promptPayId: '0105556000017',
      bankAccount: null,
    });
    expect((await save({})).json().payment.promptPayId).toBe('0105556000017');
    const cleared = await save({ promptPayId: '', bankAccount: { bankCode: '', accountNo: '', accountName: '' } });
    expect(cleared.json().payment).toEqual({ promptPayId: null, bankAccount: null });
  });

  it('refuses a PromptPay ID that is neither a Thai mobile nor a valid 13-digit id, in Thai and in English', async () => {
    const landline = await save({ promptPayId: '02-123-4567' });
    expect(landline.statusCode).toBe(400);
    expect(issueMessages(landline.json()).promptPayId).toBe(
      'พร้อมเพย์ต้องเป็นเบอร์มือถือ 10 หลัก (ขึ้นต้นด้วย 06 08 หรือ 09) หรือเลขประจำตัวประชาชน/เลขประจำตัวผู้เสียภาษี 13 หลัก',
    );
    const checksum = await save({ promptPayId: '1101700230709' });
    expect(issueMessages(checksum.json()).promptPayId).toBe('เลขประจำตัว 13 หลักไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง');
    const english = await save({ promptPayId: '1101700230709' }, { 'accept-language': 'en' });
    expect(issueMessages(english.json()).promptPayId).toBe('This 13-digit ID is not valid; please check it');
  });

  it('needs every part of a bank account once one is given, a listed bank and a 10–15 digit number', async () => {
    const partial = await save({ promptPayId: '0812345678', bankAccount: { bankCode: '', accountNo: '1234567890', accountName: '' } });
    expect(partial.statusCode).toBe(400);
    expect(issueMessages(partial.json())).toMatchObject({
      'bankAccount.bankCode': 'กรุณาเลือกธนาคาร',
      'bankAccount.accountName': 'กรุณากรอกชื่อบัญชี',
    });
    const unknownBank = await save({ bankAccount: { ...bank, bankCode: '999' } });
    expect(issueMessages(unknownBank.json())['bankAccount.bankCode']).toBe('กรุณาเลือกธนาคาร');
    const shortNo = await save({ bankAccount: { ...bank, accountNo: '12345' } });
    expect(issueMessages(shortNo.json())['bankAccount.accountNo']).toBe('เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก');
  });

  it('lets nobody but the owner set where buyers pay', async () => {
    const someone = await createUser(t.app, t.database.db);
    const denied = await save({ promptPayId: '0899999999' }, {}, someone.auth);
    expect(denied.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: '/api/stores', headers: shop.seller.auth });
    expect(own.json().payment.promptPayId).not.toBe('0899999999');
  });
});

describe('where the buyer pays (GET /api/Account/Orders/:id, checkout answer)', () => {
  it('gives the PromptPay payload for the exact grand total with the masked ID, and the bank account', async () => {
    await save({ promptPayId: '0812345678', bankAccount: bank });
    const buyer = await createBuyer(t);
    const placed = await checkout(t, shop, buyer.auth);
    expect(placed.statusCode).toBe(201);
    // 2 x 100.00 + 1 x 25.50 + EMS 50.00 = 275.50 baht.
    expect(placed.json().grandTotal).toBe(27550);
    expect(placed.json().payTo.promptPay.payload).toBe(promptPayPayload('0812345678', 27550));

    const res = await t.app.inject({ method: 'GET', url: `/api/Account/Orders/${placed.json().id}`, headers: buyer.auth });
    const { payTo } = res.json();
    expect(payTo).toMatchObject({
      amount: 27550,
      promptPay: { maskedId: 'xxx-xxx-5678', kind: 'mobile' },
      bankAccount: { bankCode: '004', accountNo: '1234567890', accountName: 'ร้านทดสอบ' },
    });
    expect(payTo).toMatchObject({ storeName: 'ร้านทดสอบ', storeLine: '@shop' });
    expect(payTo.promptPay.payload).toContain('29370016A000000677010111011300668123456785');
    expect(payTo.promptPay.payload).toContain('5406275.50');
  });

  it('says nothing to pay once the slip is in, and neither QR nor account when the store has set none', async () => {
    await save({ promptPayId: '', bankAccount: null });
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    expect(order.payTo).toMatchObject({ amount: order.grandTotal, promptPay: null, bankAccount: null });

    const slip = await postSlip(t, shop.store.id, buyer.auth, order.id, multipartFile('slip.png', await pngImage(), 'image/png'));
    expect(slip.statusCode, slip.body).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/api/Account/Orders/${order.id}`, headers: buyer.auth });
    expect(after.json().payTo).toBeNull();
  });

  it('works for a store paid by tax id', async () => {
    const other = await createShop(t);
    await saveStore(t, other, { promptPayId: '1101700230708' });
    const buyer = await createBuyer(t);
    const order = (await checkout(t, other, buyer.auth)).json();
    expect(order.payTo.promptPay).toEqual({
      payload: promptPayPayload('1101700230708', order.grandTotal),
      maskedId: 'x-xxxx-xxxx0-70-8',
      kind: 'taxId',
    });
    expect(order.payTo.bankAccount).toBeNull();
  });
});
