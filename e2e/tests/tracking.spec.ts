import { expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn, skipTrackingSync } from './support/journey-helpers';
import { bangkokGeo, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/**
 * The seller's track list with the postal service's real statuses (the nine codes the old list missed among them)
 * and the notice shown while the daily quota holds tracking back. The events reach the server the way the push
 * (webhook) service sends them: `{ items: [event objects], track_datetime }` with Buddhist-era dates (shared
 * reference postal-facts.md), authenticated by the development secret of TRACK_WEBHOOK_SECRET.
 */
const WEBHOOK_SECRET = 'songdee-track-webhook-sim-secret';

/** dd/MM/yyyy HH:mm:ss+07:00 with a Buddhist-era year, `days` days after 1 Nov 2026 at 09:00 Bangkok time. */
const postalDate = (days: number) => `${String(1 + days).padStart(2, '0')}/11/2569 09:00:00+07:00`;
const item = (barcode: string, status: number, days: number) => ({
  barcode,
  status: String(status),
  status_description: '',
  status_date: postalDate(days),
  location: 'ปณ.บางรัก',
  postcode: '10500',
});

/** Each parcel's story, oldest event first. */
const STORIES = [
  [103, 201, 301, 501, 901], // delivered, then the COD money transferred to the seller
  [103, 104], // withdrawn by the sender
  [103, 201, 301, 401, 402], // delivery failed, notice left (call 1545)
  [103, 211, 204, 208, 212, 213], // abroad, accepted by the airline
];

async function showTrackList(page: Page) {
  await page.goto('/stores/delivery-track');
  await expect(page.getByTestId('mailing-row')).toHaveCount(STORIES.length);
}

test('track list: the postal statuses by name, and the notice while the daily quota holds tracking back', async ({ page, request }) => {
  const shop = await paidShop(request, 'trackst', 0);
  const headers = shop.seller.headers;
  const storeUrl = `/api/stores/${shop.store.id}`;
  const geo = await bangkokGeo(request);
  const recipients: { shipAddressId: string }[] = [];
  for (const [i, name] of ['มาลี', 'สมชาย', 'วันดี', 'ปีเตอร์'].entries()) {
    const res = await request.post(`${storeUrl}/address/ship`, {
      headers,
      data: { name, surname: 'ติดตามพัสดุ', phone: `08611122${String(i).padStart(2, '0')}`, homeAddress: `${i + 1}/9`, ...geo },
    });
    expect(res.status()).toBe(201);
    recipients.push({ shipAddressId: (await res.json()).id });
  }
  const published = await request.post(`${storeUrl}/mailings`, { headers, data: { optionId: 'ems', weight: 300, recipients } });
  expect(published.status()).toBe(201);
  const created = (await published.json()).created as { barcode: string; shipAddressId: string }[];
  const barcodes = recipients.map((r) => created.find((m) => m.shipAddressId === r.shipAddressId)!.barcode);

  // The push service posts every parcel's events, newest first and twice: repeats and order do not matter.
  const items = STORIES.flatMap((codes, p) => codes.map((code, i) => item(barcodes[p]!, code, i))).reverse();
  for (let i = 0; i < 2; i++) {
    const pushed = await request.post('/api/track/webhook', {
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
      data: { items, track_datetime: '24/11/2569 10:00+07:00' },
    });
    expect(pushed.status()).toBe(200);
  }
  expect((await request.post('/api/track/webhook', { data: { items } })).status()).toBe(401);

  // The statuses come from the push alone: no sync from this browser.
  await skipTrackingSync(page, shop.store.id);
  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('each parcel shows its mailing status and the newest postal status by name', async () => {
    await showTrackList(page);
    const row = (p: number) => page.getByTestId('mailing-row').filter({ hasText: barcodes[p]! });
    await expect(row(0).getByTestId('mailing-status')).toHaveText('นำส่งแล้ว');
    await expect(row(0).getByTestId('track-text')).toContainText('โอนเงินเก็บเงินปลายทางให้ผู้ฝากส่งแล้ว');
    await expect(row(1).getByTestId('mailing-status')).toHaveText('ยกเลิก');
    await expect(row(1).getByTestId('track-text')).toContainText('ผู้ฝากส่งขอถอนคืน/ยกเลิกการฝากส่ง');
    await expect(row(2).getByTestId('mailing-status')).toHaveText('รอนำส่ง');
    await expect(row(2).getByTestId('track-text')).toContainText('ออกใบแจ้งให้รับที่ที่ทำการไปรษณีย์ (โทร 1545)');
    await expect(row(3).getByTestId('track-text')).toContainText('สายการบินรับมอบแล้ว');
    await expect(page.getByTestId('tracking-hold')).toHaveCount(0);
  });

  await test.step('while the quota holds tracking back, the list says so (1280 and 390 px)', async () => {
    // The quota is the whole server's (one API key): spending it here would hold back every other journey running
    // on this server, so this step gives the page the answer the server gives once it is spent (the API tests
    // drive the real quota against the simulator).
    await page.route(/\/mailings\/update-tracking-status$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const real = await (await route.fetch()).json();
      const until = new Date(Date.now() + 6 * 3600_000).toISOString();
      await route.fulfill({ json: { ...real, hold: { reason: 'DAILY_QUOTA', until } } });
    });
    await showTrackList(page);
    const notice = page.getByTestId('tracking-hold');
    await expect(notice).toContainText('ระบบหยุดติดตามสถานะชั่วคราว เนื่องจากถึงโควตาการติดตามรายวัน จะติดตามต่อในวันถัดไป');
    await page.mouse.move(640, 700);
    await saveNamedScreenshot(page, 'tracking-01-statuses-quota', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('track-table-cards')).toBeVisible();
    await expect(notice).toBeVisible();
    await saveNamedScreenshot(page, 'tracking-02-statuses-quota-mobile', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
