import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { multipartFile, postMultipart } from '../../../test/address-fixtures';
import { createUser } from '../../../test/factories';
import { createStorefrontTestApp, pngImage } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small real PNG whose header claims `side` x `side` pixels: a decompression bomb as far as a decoder can tell. */
async function claimedPng(side: number): Promise<Buffer> {
  const png = Buffer.from(await pngImage(8, 8));
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A little-endian ZIP record of `size` bytes: its signature, then the 16-bit and the 32-bit fields, by offset. */
function zipRecord(size: number, signature: number, u16: Record<number, number>, u32: Record<number, number>): Buffer {
  const record = Buffer.alloc(size);
  record.writeUInt32LE(signature, 0);
  for (const [offset, value] of Object.entries(u16)) record.writeUInt16LE(value, Number(offset));
  for (const [offset, value] of Object.entries(u32)) record.writeUInt32LE(value, Number(offset));
  return record;
}

/** A ZIP (what an .xlsx is) with one entry that inflates to `bytes` of zeros. */
function zipBomb(bytes: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(bytes));
  const local = zipRecord(30, 0x04034b50, { 4: 20, 8: 8, 26: name.length }, { 18: data.length, 22: bytes });
  const central = zipRecord(46, 0x02014b50, { 4: 20, 6: 20, 10: 8, 28: name.length }, { 20: data.length, 24: bytes });
  const end = zipRecord(22, 0x06054b50, { 8: 1, 10: 1 }, { 12: 46 + name.length, 16: 30 + name.length + data.length });
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('upload limits', () => {
  it('refuses an image whose header claims more pixels than any photo needs, before decoding it (every image route)', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const bomb = await claimedPng(16_000);
    for (const url of [`/api/stores/${seller.storeId}/images`, '/api/logo']) {
      const file = multipartFile('bomb.png', bomb, 'image/png');
      const res = await t.app.inject({ method: 'POST', url, headers: { ...seller.auth, ...file.headers }, payload: file.payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    }
  });

  it('names the limit an image broke: a side over 8,000 px, or over 40 million pixels within the sides', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const upload = async (png: Buffer) => {
      const file = multipartFile('big.png', png, 'image/png');
      const res = await postMultipart(t.app, '/api/logo', seller.auth, file);
      expect(res.statusCode).toBe(400);
      return res.json().error as { code: string; message: string };
    };
    // 7,000 x 7,000 is within 8,000 a side but 49 megapixels: the message used to say "at most 8000 x 8000".
    expect(await upload(await claimedPng(7_000))).toEqual({
      code: 'IMAGE_PIXELS_TOO_MANY',
      message: 'รูปภาพต้องมีไม่เกิน 40 ล้านพิกเซล (รูปนี้ 7000 x 7000 พิกเซล)',
      params: { maxMegapixels: 40, width: 7000, height: 7000 },
    });
    expect((await upload(await claimedPng(9_000))).code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('refuses a spreadsheet that inflates past the cap before parsing it', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const file = multipartFile('bomb.xlsx', zipBomb(80 * 1024 * 1024));
    const res = await postMultipart(t.app, '/upload/excel?kind=ship', seller.auth, file);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
  });
});
