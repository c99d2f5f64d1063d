import type { ParsedAddress } from '@songdee/shared/geo/address-parse.schema';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { addressTextOf, type Cells, cellsOf, checkRow, markRepeatedIds, type ProductChoice, productKey } from './order-import-rows';

const headers = ['Order ID', 'ชื่อผู้รับ', ' Phone ', 'ที่อยู่', 'รหัสไปรษณีย์', 'สินค้า', 'จำนวน', 'ราคา'];
const columns = {
  externalOrderId: 'order id',
  recipientName: 'ชื่อผู้รับ',
  phone: 'PHONE',
  addressText: 'ที่อยู่',
  postcode: 'รหัสไปรษณีย์',
  item: 'สินค้า',
  quantity: 'จำนวน',
  price: 'ราคา',
};

/** A reading of a clear Bangkok address, as the address reader answers it. */
const readBangkok = async (): Promise<ParsedAddress> => ({
  name: '',
  surname: '',
  phone: '',
  homeAddress: '12/3',
  swine: '',
  village: '',
  building: '',
  floor: '',
  alley: '',
  street: 'สุขุมวิท',
  provinceId: 1,
  borderId: 10,
  districtId: 100,
  provinceName: 'กรุงเทพมหานคร',
  borderName: 'คลองเตย',
  districtName: 'คลองเตย',
  postcode: '10110',
  unsure: [],
  unread: '',
  notes: [],
});
const products = new Map<string, ProductChoice>([[productKey('เสื้อยืด'), { id: 'p1', name: 'เสื้อยืด', priceSatang: 10000 }]]);
const cells = (over: Partial<Cells> = {}): Cells => ({
  externalOrderId: '0001',
  recipientName: 'สมหญิง',
  phone: '0812345678',
  addressText: '12/3 ถ.สุขุมวิท คลองเตย กรุงเทพฯ',
  postcode: '10110',
  item: 'เสื้อยืด',
  quantity: '',
  price: '',
  codAmount: '',
  ...over,
});

describe('cellsOf', () => {
  it('finds each mapped column by its header in any case or spacing, and leaves unmapped fields empty', () => {
    const [row] = cellsOf(headers, [['0001', 'สมหญิง', '0812345678', 'บ้าน', '10110', 'เสื้อยืด', '2', '99']], { ...columns, price: undefined });
    expect(row).toMatchObject({ externalOrderId: '0001', phone: '0812345678', quantity: '2', price: '' });
  });

  it('refuses a mapping naming a header the file lacks, at that field', () => {
    const refused = (() => {
      try {
        cellsOf(headers, [], { ...columns, phone: 'มือถือ' });
      } catch (error) {
        return error;
      }
    })() as AppError;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused.issues).toEqual([{ path: 'columns.phone', key: 'order.import.headerNotInFile', params: { header: 'มือถือ' } }]);
  });
});

describe('checkRow', () => {
  it('prices a product by the store, a quantity left empty as one, and adds the postcode cell to the address text', async () => {
    const texts: string[] = [];
    const row = await checkRow(2, cells(), products, async (text) => {
      texts.push(text);
      return readBangkok();
    });
    expect(row).toMatchObject({ issues: [], price: 10000, product: { id: 'p1' }, row: { quantity: 1 } });
    expect(texts).toEqual(['12/3 ถ.สุขุมวิท คลองเตย กรุงเทพฯ 10110']);
    expect(addressTextOf(cells({ addressText: 'ถ.สุขุมวิท 10110' }))).toBe('ถ.สุขุมวิท 10110');
  });

  it('takes the sheet’s price in baht ("1,250.50") over the product’s, and asks a price of free text', async () => {
    expect((await checkRow(2, cells({ price: '1,250.50' }), products, readBangkok)).price).toBe(125050);
    const free = await checkRow(2, cells({ item: 'ถุงผ้า' }), products, readBangkok);
    expect(free.issues).toEqual([{ path: 'price', key: 'order.import.priceRequired' }]);
    const fraction = await checkRow(2, cells({ price: '12.345' }), products, readBangkok);
    expect(fraction.issues).toEqual([{ path: 'price', key: 'order.import.priceInvalid' }]);
  });

  it('marks a guessed or missing area, a missing house number and a zero quantity', async () => {
    const guessed = async () => ({ ...(await readBangkok()), unsure: ['districtId' as const] });
    expect((await checkRow(2, cells(), products, guessed)).issues).toEqual([{ path: 'addressText', key: 'order.import.addressUnsure' }]);
    const nowhere = async () => ({ ...(await readBangkok()), districtId: null });
    expect((await checkRow(2, cells(), products, nowhere)).issues).toEqual([{ path: 'addressText', key: 'order.import.addressUnsure' }]);
    const noHouse = async () => ({ ...(await readBangkok()), homeAddress: '' });
    expect((await checkRow(2, cells(), products, noHouse)).issues).toEqual([
      { path: 'addressText', key: 'order.import.houseNumberMissing' },
    ]);
    // An unsure name is no problem of the label's address.
    const unsureName = async () => ({ ...(await readBangkok()), unsure: ['name' as const] });
    expect((await checkRow(2, cells(), products, unsureName)).issues).toEqual([]);
    expect((await checkRow(2, cells({ quantity: '0' }), products, readBangkok)).issues).toEqual([
      { path: 'quantity', key: 'order.quantityMin' },
    ]);
  });
});

describe('markRepeatedIds', () => {
  it('marks every later row with an order number seen before, naming the first row', async () => {
    const rows = await Promise.all(
      ['A1', 'B2', 'A1'].map((id, i) => checkRow(i + 2, cells({ externalOrderId: id }), products, readBangkok)),
    );
    markRepeatedIds(rows);
    expect(rows.map((r) => r.issues)).toEqual([
      [],
      [],
      [{ path: 'externalOrderId', key: 'order.import.repeatedInFile', params: { line: 2 } }],
    ]);
  });
});
