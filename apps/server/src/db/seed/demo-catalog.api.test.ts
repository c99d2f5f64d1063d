import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { useTestApp } from '../../../test/use-test-app';
import { createLocalFileStore } from '../../lib/files/file-store';
import { DEMO_PRODUCTS, seedDemoCatalog } from './catalog';
import { seedDemoAccounts } from './demo-accounts';

const photosDir = fileURLToPath(new URL('./demo-photos/', import.meta.url));
const filesDir = mkdtempSync(join(tmpdir(), 'songdee-demo-files-'));
const t = useTestApp(() => createTestApp({ env: { FILES_DIR: filesDir } }));

describe('the demo shop', () => {
  it('seeds its products once, each with a photo served in the upload sizes', async () => {
    const files = createLocalFileStore(filesDir);
    await seedDemoAccounts(t.database.db);
    await seedDemoCatalog(t.database.db, files);
    await seedDemoCatalog(t.database.db, files);

    const list = await t.app.inject({ method: 'GET', url: '/api/products?storeUri=somchai-shop' });
    const products = list.json().contents as Array<{ name: string; productImages: Array<Record<string, string>> }>;
    expect(products.map((p) => p.name).sort()).toEqual(DEMO_PRODUCTS.map((p) => p.name).sort());
    for (const product of products) {
      expect(product.productImages).toHaveLength(1);
      const [image] = product.productImages;
      const thumb = await t.app.inject({ method: 'GET', url: `/api/files?filename=${image?.thumbnailFilePath}` });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);
      const featured = await t.app.inject({ method: 'GET', url: `/api/files?filename=${image?.featuredFilePath}` });
      expect(featured.statusCode).toBe(200);
    }
  });

  it('bundles small JPEG photos, each credited with its source and a public-domain licence in the README', async () => {
    const readme = readFileSync(join(photosDir, 'README.md'), 'utf8');
    const photos = readdirSync(photosDir).filter((f) => f.endsWith('.jpg'));
    expect(photos.sort()).toEqual(DEMO_PRODUCTS.map((p) => p.photo).sort());
    for (const photo of photos) {
      expect(statSync(join(photosDir, photo)).size).toBeLessThan(100 * 1024);
      expect((await sharp(join(photosDir, photo)).metadata()).format).toBe('jpeg');
      const credit = readme.split('\n').find((line) => line.includes(`\`${photo}\``));
      expect(credit, `${photo} is credited in demo-photos/README.md`).toMatch(/CC0 1\.0/);
    }
  });
});
