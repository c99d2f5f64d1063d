import { expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { appShown } from './support/page-helpers';
import { qrCodesOnPdfPage, savePdf } from './support/pdf-helpers';
import { apiEmsMailings, FIXTURE_PASSWORD, paidShop, shopWithPaidOrder } from './support/seller-fixtures';

/** What a buyer should read, written out so a wrong catalog entry fails the journey. */
const SAY = {
  title: 'ติดตามพัสดุ',
  notFound: 'ไม่พบพัสดุหมายเลขนี้',
  invalid: 'หมายเลขพัสดุไม่ถูกต้อง (ตัวอักษร 2 ตัว ตัวเลข 9 หลัก และ TH)',
  sentBy: (store: string) => `ส่งโดย ${store}`,
};

/** A barcode with the postal simulator's events, its event count, and the tracking page's address read off its label. */
interface Parcel {
  barcode: string;
  events: number;
  url: string;
}

const VIEWPORTS = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
] as const;

/** The timeline is shown newest first with every event, the status on top, and nothing of the recipient. */
async function expectTimeline(page: Page, parcel: Parcel, store: string) {
  await expect(page.getByRole('heading', { level: 1, name: SAY.title })).toBeVisible();
  await expect(page.getByTestId('track-barcode')).toHaveText(parcel.barcode);
  await expect(page.getByTestId('track-latest')).not.toBeEmpty();
  await expect(page.getByTestId('track-store')).toHaveText(SAY.sentBy(store));
  await expect(page.getByTestId('track-event')).toHaveCount(parcel.events);
  // Newest first, by the time of each event (a story's codes need not grow: a failed delivery, 211, may come last).
  const times = (await page
    .getByTestId('track-event')
    .evaluateAll((items) => items.map((i) => Date.parse(i.getAttribute('data-date') ?? '')))) as number[];
  expect(times.every(Number.isFinite)).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // The simulator's events are in 2020: Buddhist era 2563 in Thai.
  await expect(page.getByTestId('track-events')).toContainText('/2563');
  // The orders' recipients are "น้ำฝน ผู้ซื้อN" at "12/N ซอยน้ำใจ", phone 0898765432.
  const text = await page.locator('main, #root').first().innerText();
  for (const personal of ['น้ำฝน', 'ซอยน้ำใจ', '0898765432']) expect(text).not.toContain(personal);
}

/**
 * A buyer follows their parcel: the seller's label carries a QR code (read with zbarimg from the label PDF rendered at
 * 300 dpi), the guest opens its address at 1280 and 390 px and sees the status and the timeline; the landing page's
 * search box leads to the same page; an unknown barcode is a friendly message, not an error screen; English shows
 * Gregorian years. Events come from the track-and-trace simulator (its stories by serial, postal-facts status codes).
 */
test('a guest follows a parcel from its label’s QR code and from the landing page’s search box', async ({ page, request }) => {
  const shop = await paidShop(request, 'track', 3);
  const mailings = await apiEmsMailings(request, shop);
  const synced = await request.post(`/api/stores/${shop.store.id}/mailings/update-tracking-status`, { headers: shop.seller.headers });
  expect(synced.ok()).toBe(true);
  // The parcel with the longest story so far (of three serials in a row, at least one has two events or more).
  const counts = await Promise.all(
    mailings.map(async (m) => ({
      barcode: m.barcode,
      events: ((await (await request.get(`/api/track/${m.barcode}`)).json()).events ?? []).length,
    })),
  );
  const chosen = counts.sort((a, b) => b.events - a.events)[0]!;
  expect(chosen.events).toBeGreaterThanOrEqual(2);

  await savePdf(
    request,
    `/api/stores/${shop.store.id}/printmailings?mailingBarcode=${chosen.barcode}&LabelOption=1`,
    shop.seller.headers,
    'track-label',
  );
  const read = qrCodesOnPdfPage('track-label', 1);
  expect(read).toHaveLength(1);
  const parcel: Parcel = { ...chosen, url: read[0]! };
  expect(new URL(parcel.url).pathname).toBe(`/track/${parcel.barcode}`);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    // The address as the phone's camera read it, opened by a guest.
    await page.goto(parcel.url);
    await appShown(page);
    await expectTimeline(page, parcel, shop.store.name);
    await saveNamedScreenshot(page, `track-page-${viewport.width}`);
  }

  // From the landing page's search box, typed loosely (lower case, spaces): the same page.
  await page.setViewportSize(VIEWPORTS[1]);
  await page.goto('/');
  await appShown(page);
  const landing = page.getByTestId('track-search-landing');
  await landing.getByRole('textbox').fill(`${parcel.barcode.slice(0, 2).toLowerCase()} ${parcel.barcode.slice(2)}`);
  await saveNamedScreenshot(page, 'track-landing-search-390', { fullPage: false });
  await landing.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/track/${parcel.barcode}$`));
  await expectTimeline(page, parcel, shop.store.name);

  // Text that is no barcode is refused under the field; an unknown barcode gets the page's own message.
  await page.setViewportSize(VIEWPORTS[0]);
  const footer = page.getByTestId('track-search-footer');
  await footer.getByRole('textbox').fill('hello');
  await footer.getByRole('button').click();
  await expect(footer.getByText(SAY.invalid)).toBeVisible();
  await footer.getByRole('textbox').fill('EF582568151TH');
  await footer.getByRole('button').click();
  await expect(page).toHaveURL(/\/track\/EF582568151TH$/);
  await expect(page.getByTestId('track-not-found')).toContainText(SAY.notFound);
  await saveNamedScreenshot(page, 'track-page-not-found-1280');

  // In English, Gregorian years.
  await page.goto(new URL(parcel.url).pathname);
  await appShown(page);
  await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track a parcel' })).toBeVisible();
  await expect(page.getByTestId('track-events')).toContainText('/2020');
  await saveNamedScreenshot(page, 'track-page-en-1280');
});

test('the buyer’s order history and the order’s detail link its parcel to the tracking page', async ({ page, request }) => {
  const { seller, buyer, store, order } = await shopWithPaidOrder(request, 'trackbuyer', { name: 'ร้านติดตามพัสดุ' });
  const published = await request.post(`/api/stores/${store.id}/mailings`, {
    headers: seller.headers,
    data: { optionId: 'ems', weight: 800, orders: [{ orderId: order.id }] },
  });
  expect(published.status()).toBe(201);
  const barcode = (await published.json()).created[0].barcode as string;
  await signInByCookie(page.context(), buyer.email, FIXTURE_PASSWORD);

  await page.goto('/orders');
  await page.getByRole('link', { name: barcode }).click();
  await expect(page).toHaveURL(new RegExp(`/track/${barcode}$`));
  await expect(page.getByTestId('track-barcode')).toHaveText(barcode);

  await page.setViewportSize(VIEWPORTS[1]);
  await page.goto(`/orders/view?orderId=${order.id}`);
  await page.getByTestId('order-track-link').click();
  await expect(page).toHaveURL(new RegExp(`/track/${barcode}$`));
  await expect(page.getByTestId('track-store')).toHaveText(SAY.sentBy('ร้านติดตามพัสดุ'));
});
