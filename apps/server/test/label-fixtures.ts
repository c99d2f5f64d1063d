import { mkdirSync } from 'node:fs';
import type { LabelOption } from '@songdee/shared/reference/label-options';
import type { TestApp } from './create-test-app';
import { createUser } from './factories';
import { BANGKOK, createRecipients, createSender, ids, publish } from './mailing-fixtures';
import { useFixture } from './use-test-app';

/**
 * A seller's store with `count` EMS parcels of 1,250 g, published through the API: what the label tests print. The
 * recipient has long Thai text with tone marks over upper vowels (น้ำ, ผู้, ที่) and SARA AM, and a remark, to check
 * wrapping and marks.
 */
async function labelledParcels(t: TestApp, count: number) {
  const seller = await createUser(t.app, t.database.db, { store: {} });
  const storeId = seller.storeId as string;
  await createSender(t.database.db, storeId, seller.user.id, { homeAddress: '99/9 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท', postcode: '10110' });
  const recipients = await createRecipients(t.database.db, storeId, seller.user.id, count, {
    fullName: 'คุณน้ำฝน ผู้รับของที่อยู่ไกลมาก',
    homeAddress: '123/45 หมู่บ้านน้ำทิพย์ ชั้น 3 ซอยผู้ใหญ่ลี้ ถนนเจริญกรุง แขวงบางรัก เขตบางรัก',
    provinceId: BANGKOK,
    postcode: '10500',
    remark: 'ฝากไว้ที่ป้อมยาม ห้ามโยน ของแตกง่าย (Fragile) โทรก่อนส่ง',
  });
  const res = await publish(t.app, storeId, seller.auth, { optionId: 'ems', weight: 1250, recipients: ids(recipients) });
  const barcodes: string[] = res.json().created.map((m: { barcode: string }) => m.barcode);
  return { seller, storeId, barcodes };
}

/** As many of `barcodes` as one print of `option` holds: a sheet's every cell, else two labels. */
export const barcodesFor = (option: LabelOption, barcodes: string[]) =>
  barcodes.slice(0, option.kind === 'sheet' ? option.columns * option.rows : 2);

/** Prints the labels of these barcodes with LabelOption `option` (and any further query), as `auth`'s user. */
export const printLabels = (t: TestApp, auth: Record<string, string>, storeId: string, barcodes: string[], option: number, more = '') =>
  t.app.inject({
    url: `/api/stores/${storeId}/printmailings?mailingBarcode=${barcodes.join(',')}&LabelOption=${option}${more}`,
    headers: auth,
  });

/** `labelledParcels` made once before the file's tests (the object is filled in place), and the folder for its renderings. */
export const useLabelledParcels = (t: TestApp, count: number, artifacts: string) =>
  useFixture(async () => {
    mkdirSync(artifacts, { recursive: true });
    return labelledParcels(t, count);
  });

/** Makes a print lot of the store's newest `size` mailings and prints it with `query` (LabelOption and the rest). */
export async function printNewLot(t: TestApp, seller: { auth: Record<string, string> }, storeId: string, size: number, query: string) {
  const list = await t.app.inject({ url: `/api/stores/${storeId}/mailings?size=${size}`, headers: seller.auth });
  const mailingIds = list.json().contents.map((m: { id: string }) => m.id);
  const lot = await t.app.inject({
    method: 'POST',
    url: `/api/stores/${storeId}/mailingLots`,
    headers: seller.auth,
    payload: { mailingIds },
  });
  return t.app.inject({
    url: `/api/stores/${storeId}/printmailings/mailingBarcode?mailingLotId=${lot.json().id}&${query}`,
    headers: seller.auth,
  });
}
