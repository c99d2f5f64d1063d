import { readFile } from 'node:fs/promises';
import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import { asc, count, eq } from 'drizzle-orm';
import type { FileStore } from '../../lib/files/file-store';
import { saveProductImageFiles } from '../../modules/catalog/product-image-files';
import { serverFile } from '../../server-files';
import type { Database } from '../client';
import { productCategories, productImages, products } from '../schema/catalog';
import { districtPostcodes, districts } from '../schema/geo';
import { deliveryOptions } from '../schema/reference';
import { storeDeliveryOptions, stores } from '../schema/stores';

/** Product categories; ids are stable so links and filters survive re-seeding. Admin-editable later. */
const PRODUCT_CATEGORIES = [
  { id: 1, name: 'เสื้อผ้าและแฟชั่น', nameEn: 'Fashion' },
  { id: 2, name: 'อาหารและเครื่องดื่ม', nameEn: 'Food and drinks' },
  { id: 3, name: 'ความงามและสุขภาพ', nameEn: 'Beauty and health' },
  { id: 4, name: 'ของใช้ในบ้าน', nameEn: 'Home' },
  { id: 5, name: 'อิเล็กทรอนิกส์', nameEn: 'Electronics' },
  { id: 6, name: 'หนังสือและเครื่องเขียน', nameEn: 'Books and stationery' },
  { id: 7, name: 'ของเล่นและงานอดิเรก', nameEn: 'Toys and hobbies' },
  { id: 8, name: 'อื่น ๆ', nameEn: 'Other' },
] as const;

/** Inserts missing categories; names an admin changed are kept. */
export async function seedProductCategories(db: Database): Promise<void> {
  await db
    .insert(productCategories)
    .values(PRODUCT_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i + 1 })))
    .onConflictDoNothing();
}

const DEMO_STORE_URI = 'somchai-shop';
const DEMO_POSTCODE = '10110';

/**
 * The demo store's products, each with a real photo of what it sells (CC0 photographs bundled in demo-photos/, whose
 * README records their source and licence).
 */
export const DEMO_PRODUCTS = [
  {
    categoryId: 4,
    name: 'ชุดแก้วเอสเพรสโซเซรามิก พร้อมจานรองและช้อนชา',
    description: 'แก้วเอสเพรสโซเซรามิกเคลือบสีน้ำตาลแดง ขนาด 90 มล. พร้อมจานรองสีเดียวกันและช้อนชาสแตนเลส ล้างด้วยเครื่องล้างจานได้',
    priceSatang: 25900,
    photo: 'espresso-cup.jpg',
  },
  {
    categoryId: 6,
    name: 'โปสการ์ดภาพถ่ายน้องแมวตาเขียว',
    description: 'โปสการ์ดภาพถ่ายขนาด 4 x 6 นิ้ว พิมพ์บนกระดาษอาร์ตการ์ด 300 แกรม ด้านหลังเว้นที่ให้เขียนข้อความและติดแสตมป์',
    priceSatang: 3500,
    photo: 'cat-postcard.jpg',
  },
] as const;

const demoPhoto = (file: string) => readFile(serverFile(`src/db/seed/demo-photos/${file}`));

/**
 * Gives the demo store an address, two delivery options with fees and two products with photos, once (only
 * when it has no products yet), so the storefront and checkout look like a real shop right after `npm start`.
 * The photos go through the upload pipeline into the file store before the rows are written.
 */
export async function seedDemoCatalog(db: Database, files: FileStore): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.uri, DEMO_STORE_URI));
  if (!store) return;
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.storeId, store.id));
  if ((existing?.n ?? 0) > 0) return;
  const [district] = await db
    .select({ id: districts.id, borderId: districts.borderId, provinceId: districts.provinceId })
    .from(districtPostcodes)
    .innerJoin(districts, eq(districts.id, districtPostcodes.districtId))
    .where(eq(districtPostcodes.postcode, DEMO_POSTCODE))
    .orderBy(asc(districts.id))
    .limit(1);
  const options = await db.select({ id: deliveryOptions.id, serviceType: deliveryOptions.serviceType }).from(deliveryOptions);
  const serviceType = (id: string) => options.find((o) => o.id === id)?.serviceType ?? 0;
  const images = await Promise.all(DEMO_PRODUCTS.map(async (p) => saveProductImageFiles(files, store.id, await demoPhoto(p.photo))));
  await db.transaction(async (tx) => {
    await tx
      .update(stores)
      .set({
        detail: 'ร้านค้าตัวอย่าง ของใช้ในบ้านและโปสการ์ดจากบ้านสมชาย ส่งทั่วไทยด้วยไปรษณีย์ไทย',
        line: '@somchai-shop',
        homeAddress: '99/9',
        alley: 'สุขุมวิท 22',
        street: 'สุขุมวิท',
        provinceId: district?.provinceId ?? null,
        borderId: district?.borderId ?? null,
        districtId: district?.id ?? null,
        postcode: DEMO_POSTCODE,
      })
      .where(eq(stores.id, store.id));
    await tx
      .insert(storeDeliveryOptions)
      .values([
        {
          storeId: store.id,
          deliveryOptionId: DELIVERY_OPTION_IDS.ems,
          feeSatang: 5000,
          serviceType: serviceType(DELIVERY_OPTION_IDS.ems),
          sortOrder: 0,
        },
        {
          storeId: store.id,
          deliveryOptionId: DELIVERY_OPTION_IDS.registered,
          feeSatang: 3000,
          serviceType: serviceType(DELIVERY_OPTION_IDS.registered),
          sortOrder: 1,
        },
      ])
      .onConflictDoNothing();
    for (const [i, { photo: _photo, ...product }] of DEMO_PRODUCTS.entries()) {
      const [row] = await tx
        .insert(products)
        .values({ ...product, storeId: store.id })
        .returning({ id: products.id });
      const image = images[i];
      if (row && image) await tx.insert(productImages).values({ ...image, productId: row.id, sortOrder: 0 });
    }
  });
}
