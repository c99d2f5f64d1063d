import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { useFixture, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';

const t = useTestApp();
const geo = useFixture(() => pickPostal(t.app, '10110'));
const work = mkdtempSync(join(tmpdir(), 'songdee-mailing-edit-'));

interface Created {
  id: string;
  barcode: string;
  weight: number;
  serviceCost: number;
  canEditAddress: boolean;
}

/** A seller with one mailing per recipient, published with `payload` (EMS 500 g unless told). */
async function sellerWithMailings(n: number, payload: Record<string, unknown> = { optionId: 'ems', weight: 500 }) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  const storeId = u.storeId!;
  await createSender(t.database.db, storeId, u.user.id);
  const recipients = await createRecipients(t.database.db, storeId, u.user.id, n);
  const res = await publish(t.app, storeId, u.auth, { ...payload, recipients: ids(recipients) });
  if (res.statusCode !== 201) throw new Error(`publish: ${res.body}`);
  return { ...u, storeId, recipients, created: res.json().created as Created[] };
}

const newAddress = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Somsri Newhome',
  phone: '0811112222',
  homeAddress: '77/1',
  village: '-',
  alley: 'สุขุมวิท 24',
  street: 'สุขุมวิท',
  ...geo,
  ...overrides,
});

type Seller = Awaited<ReturnType<typeof sellerWithMailings>>;
const put = (s: Pick<Seller, 'storeId' | 'auth'>, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/stores/${s.storeId}/mailings/${id}`, headers: s.auth, payload });
const get = (s: Pick<Seller, 'storeId' | 'auth'>, path: string) =>
  t.app.inject({ url: `/api/stores/${s.storeId}/${path}`, headers: s.auth });
const row = async (id: string) => (await t.database.db.select().from(mailings).where(eq(mailings.id, id)))[0]!;

function labelText(pdf: Buffer): string {
  const file = join(work, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('PUT /api/stores/:storeId/mailings/:mailingId (edit the recipient address)', () => {
  it('changes the recipient, keeps barcode, weight and cost, and the reprinted label shows the new address', async () => {
    const s = await sellerWithMailings(1);
    const [m] = s.created;
    expect(m!.canEditAddress).toBe(true);
    const res = await put(s, m!.id, newAddress());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: m!.id,
      barcode: m!.barcode,
      weight: 500,
      serviceCost: m!.serviceCost,
      canEditAddress: true,
      shipAddress: { name: 'Somsri Newhome', phone: '0811112222', postcode: geo.postcode, provinceId: geo.provinceId },
    });
    const stored = await row(m!.id);
    expect(stored.recipientAddress).toBe('77/1 ซอยสุขุมวิท 24 ถนนสุขุมวิท แขวงวังใหม่ เขตปทุมวัน กรุงเทพมหานคร');
    expect(stored.recipientRemark).toBe('ฝากไว้ที่ป้อมยาม');
    expect(stored.recipientParts).toMatchObject({ homeAddress: '77/1', districtId: geo.districtId, borderId: geo.borderId });

    const label = await get(s, `printmailings?mailingBarcode=${m!.barcode}&LabelOption=1`);
    expect(label.statusCode).toBe(200);
    const text = labelText(label.rawPayload);
    expect(text).toContain('0811112222');
    expect(text).toContain('Somsri Newhome');
    expect(text).toContain(geo.postcode);
    expect(text).not.toContain('0898765432');

    const form = await get(s, `mailings/${m!.id}/address`);
    expect(form.json()).toMatchObject({ ...newAddress(), village: '-', source: 'mailing', labelAddress: stored.recipientAddress });
  });

  it('starts the form from the address-book row for mailings published before parts were kept, else from the label', async () => {
    const s = await sellerWithMailings(2);
    const published = await get(s, `mailings/${s.created[0]!.id}/address`);
    expect(published.json()).toMatchObject({ source: 'mailing', fullName: 'คุณน้ำฝน ผู้รับที่ 1', postcode: '50200' });
    await t.database.db.update(mailings).set({ recipientParts: null }).where(eq(mailings.storeId, s.storeId));
    const fromBook = await get(s, `mailings/${s.created[0]!.id}/address`);
    expect(fromBook.json()).toMatchObject({ source: 'addressBook', homeAddress: '1/45 หมู่บ้านน้ำทิพย์', phone: '0898765432' });
    await t.database.db.update(mailings).set({ shipAddressId: null }).where(eq(mailings.id, s.created[1]!.id));
    const fromLabel = await get(s, `mailings/${s.created[1]!.id}/address`);
    expect(fromLabel.json()).toMatchObject({ source: 'label', homeAddress: '', districtId: null, postcode: '50200' });
    expect(fromLabel.json().labelAddress).toContain('2/45');
  });

  it('refuses once the mailing is on a hand-over list, delivered, cancelled or scanned, and says why', async () => {
    const s = await sellerWithMailings(4);
    const [during, delivered, cancelled, scanned] = s.created;
    await t.database.db.update(mailings).set({ statusKey: 'DURING_DELIVERY_NOTE' }).where(eq(mailings.id, during!.id));
    await t.database.db.update(mailings).set({ statusKey: 'DELIVERED' }).where(eq(mailings.id, delivered!.id));
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stores/${s.storeId}/mailings/${cancelled!.id}`, headers: s.auth })).statusCode,
    ).toBe(204);
    await t.database.db.update(mailings).set({ trackStatusCode: 103, trackStatusDate: new Date() }).where(eq(mailings.id, scanned!.id));
    for (const m of [during, delivered, cancelled, scanned]) {
      const res = await put(s, m!.id, newAddress());
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'MAILING_NOT_EDITABLE',
        message: 'ไม่สามารถแก้ไขที่อยู่ของรายการนี้ได้ แก้ไขได้เฉพาะรายการที่รอนำส่งและยังไม่ได้ฝากส่งหรืออยู่ในใบนำส่ง',
      });
      expect((await row(m!.id)).recipientName).not.toBe('Somsri Newhome');
    }
    const list = await get(s, 'mailings?size=10');
    expect(list.json().contents.map((m: Created) => m.canEditAddress)).toEqual([false, false, false, false]);
  });

  it('refuses the regional box (its price depends on the area), in English too', async () => {
    const s = await sellerWithMailings(1, { optionId: 'zonebox', zoneId: 1 });
    const [m] = s.created;
    expect(m!.canEditAddress).toBe(false);
    const res = await put(s, m!.id, newAddress());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'MAILING_ZONE_NOT_EDITABLE',
      message: 'ไม่สามารถแก้ไขที่อยู่ของรายการกล่องส่งในภูมิภาคได้ เนื่องจากค่าบริการขึ้นอยู่กับพื้นที่ของผู้รับ',
    });
    const en = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${s.storeId}/mailings/${m!.id}`,
      headers: { ...s.auth, 'accept-language': 'en' },
      payload: newAddress(),
    });
    expect(en.json().error.message).toBe(
      "The address of a regional box mailing cannot be changed: its price depends on the recipient's area",
    );
  });

  it('keeps the ready-to-send box editable (priced by box size), though it cannot be deleted', async () => {
    const u = await sellerWithMailings(1);
    await t.database.db.update(mailings).set({ deliveryOptionId: 'promptpost', boxSizeId: 1 }).where(eq(mailings.id, u.created[0]!.id));
    const res = await put(u, u.created[0]!.id, newAddress());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ serviceCost: u.created[0]!.serviceCost, canEditAddress: true });
  });

  it('checks the postcode and geography like the recipient forms, saving nothing', async () => {
    const s = await sellerWithMailings(1);
    const id = s.created[0]!.id;
    expect(issueMessages((await put(s, id, newAddress({ postcode: '1011' }))).json())).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    const elsewhere = await put(s, id, newAddress({ postcode: '50200' }));
    expect(elsewhere.statusCode).toBe(400);
    expect(issueMessages(elsewhere.json())).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    const mismatched = await put(s, id, newAddress({ provinceId: 50 }));
    expect(issueMessages(mismatched.json())).toEqual({ districtId: 'อำเภอหรือตำบลไม่อยู่ในจังหวัดที่เลือก' });
    expect((await row(id)).recipientName).toBe('คุณน้ำฝน ผู้รับที่ 1');
  });

  it('gives the recipient form messages for missing and over-long fields', async () => {
    const s = await sellerWithMailings(1);
    const id = s.created[0]!.id;
    const long = await put(s, id, newAddress({ fullName: 'ก'.repeat(101), phone: '1'.repeat(51) }));
    expect(long.statusCode).toBe(400);
    expect(issueMessages(long.json())).toEqual({
      fullName: 'ความยาวชื่อห้ามเกิน 100 ตัวอักษร',
      phone: 'ความยาวเกิน 50 ตัวอักษร',
    });
    const missing = await put(s, id, { fullName: ' ', homeAddress: '', postcode: '' });
    expect(issueMessages(missing.json())).toEqual({
      fullName: 'ไม่สามารถเว้นว่างได้',
      homeAddress: 'ไม่สามารถเว้นว่างได้',
      provinceId: 'ไม่สามารถเว้นว่างได้',
      borderId: 'ไม่สามารถเว้นว่างได้',
      districtId: 'ไม่สามารถเว้นว่างได้',
      postcode: 'ไม่สามารถเว้นว่างได้',
    });
  });

  it('is the store owner’s only: another store is denied, an unknown mailing is not found', async () => {
    const s = await sellerWithMailings(1);
    const other = await createUser(t.app, t.database.db, { store: {} });
    const id = s.created[0]!.id;
    expect((await put({ storeId: s.storeId, auth: other.auth }, id, newAddress())).statusCode).toBe(403);
    expect((await get({ storeId: s.storeId, auth: other.auth }, `mailings/${id}/address`)).statusCode).toBe(403);
    expect((await put({ storeId: other.storeId!, auth: other.auth }, id, newAddress())).statusCode).toBe(404);
    expect((await put(s, randomUUID(), newAddress())).statusCode).toBe(404);
    expect((await row(id)).recipientName).toBe('คุณน้ำฝน ผู้รับที่ 1');
  });
});
