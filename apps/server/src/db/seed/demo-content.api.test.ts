import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { createLocalFileStore } from '../../lib/files/file-store';
import { seedDemoContent } from './content';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

const filesDir = mkdtempSync(join(tmpdir(), 'songdee-demo-content-'));
const t = useTestApp(() => createTestApp({ env: { FILES_DIR: filesDir } }));
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the landing content on first start', () => {
  it('seeds slides, a notice, FAQs, news, manuals and the post-print popup once', async () => {
    const files = createLocalFileStore(filesDir);
    await seedDemoContent(t.database.db, files);
    await seedDemoContent(t.database.db, files);

    const slides = (await get('/api/admin/sliders')).json() as Array<{ imagePath: string }>;
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      const image = await get(`/api/files?filename=${encodeURIComponent(slide.imagePath)}`);
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 400 });
    }
    expect((await get('/api/admin/notices/active')).json().content).toMatch(/ยินดีต้อนรับ/);
    expect((await get('/api/admin/faqs')).json()).toHaveLength(3);
    expect((await get('/api/news/live')).json()).toHaveLength(2);
    const manuals = (await get('/api/admin/manuals')).json();
    for (const device of ['pc', 'mobile']) {
      const pdf = await get(`/api/files?filename=${encodeURIComponent(manuals[device].filePath)}`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('has a demo user for every post-office role, the outlet ones at a real outlet', async () => {
    await seedDemoAccounts(t.database.db);
    for (const role of ['Admin', 'AdminOutlet', 'AdminStaff', 'AdminEMS']) {
      const account = DEMO_ACCOUNTS.find((a) => a.role === role);
      expect(account, role).toBeDefined();
      const token = await signIn(t.app, account?.email ?? '', DEMO_PASSWORD);
      const info = await t.app.inject({ url: '/api/Account/ThpAdminUserInfo', headers: { authorization: `Bearer ${token}` } });
      expect(info.json()).toMatchObject({ role, outletName: expect.any(String), central: role === 'Admin' });
    }
  });
});
