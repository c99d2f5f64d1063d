import { expect, type Request, test } from '@playwright/test';
import { expectTooltipOnHover, saveNamedScreenshot, signInByCookie, skipTrackingSync } from './support/journey-helpers';
import { apiEmsMailings, FIXTURE_PASSWORD, paidShop, simulatedEnd } from './support/seller-fixtures';

/**
 * Opening the back office runs the tracking sync (spec 2 section 7), but the mailing list does not wait for it
 * (docs/decisions/web-performance.md, "web performance"): the sync's answer is held until the list has
 * shown its rows, then let through; the list is asked for once more and shows the synced statuses (the delivered
 * mailings leave the list of mailings waiting to be handed over).
 */
test('mailing list: shown before the tracking sync answers, then with the synced statuses', async ({ page, request, context }) => {
  const shop = await paidShop(request, 'firstload', 9);
  const storeUrl = `/api/stores/${shop.store.id}`;
  const barcodes = (await apiEmsMailings(request, shop)).map((m) => m.barcode);
  // Among nine serials in a row at least one ends delivered in the simulator's stories (simulatedEnd).
  const delivered = barcodes.filter((barcode) => simulatedEnd(barcode) === 'delivered').length;
  const finished = barcodes.filter((barcode) => simulatedEnd(barcode) !== null).length;
  expect(delivered).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInByCookie(context, shop.seller.email, FIXTURE_PASSWORD);
  const listRequests: Request[] = [];
  let sessionRequests = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `${storeUrl}/mailings`) listRequests.push(r);
    if (new URL(r.url()).pathname === '/api/Account/Session') sessionRequests += 1;
  });
  let releaseSync = () => {};
  const syncHeld = new Promise<void>((resolve) => {
    releaseSync = resolve;
  });
  let syncRequested = false;
  await page.route(`**${storeUrl}/mailings/update-tracking-status`, async (route) => {
    syncRequested = true;
    await syncHeld;
    await route.continue();
  });
  const syncAnswer = page.waitForResponse((r) => r.url().endsWith('/mailings/update-tracking-status') && r.request().method() === 'POST');

  await page.goto('/stores/mailings');
  const rows = page.getByTestId('mailing-list-table-cards').getByTestId('mailing-row');
  await expect(rows).toHaveCount(barcodes.length);
  expect(syncRequested).toBe(true);
  expect(listRequests).toHaveLength(1);
  // The HTML's preload of the session is the one the app reads: asked for once.
  expect(sessionRequests).toBe(1);
  await saveNamedScreenshot(page, 'mailings-first-load-01-before-sync-390');

  releaseSync();
  const result = await (await syncAnswer).json();
  expect(result).toMatchObject({ fromCache: false, delivered });
  await expect(rows).toHaveCount(barcodes.length - finished);
  // One list request before the sync and one after it: the first is not cancelled, none is repeated.
  expect(listRequests).toHaveLength(2);
  await saveNamedScreenshot(page, 'mailings-first-load-02-after-sync-390');
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(page.getByTestId('mailing-list-table').getByTestId('mailing-row')).toHaveCount(barcodes.length - finished);
  await saveNamedScreenshot(page, 'mailings-first-load-03-after-sync-1280');
});

/**
 * The mailing list's first screen leaves out its dialogs' and tooltips' code (docs/decisions/web-performance.md,
 * "web performance"); they load when wanted and behave as before: a row's tooltip shows on hover, the
 * edit-address dialog opens from the keyboard and gives the focus back to its button when closed, and so does the
 * label-size dialog of the row's print button.
 */
test('mailing list: the dialogs and tooltips loaded after the first screen open, and give the focus back', async ({
  page,
  request,
  context,
}) => {
  const shop = await paidShop(request, 'firstlater', 1);
  const [mailing] = await apiEmsMailings(request, shop);
  await skipTrackingSync(page, shop.store.id);
  await page.setViewportSize({ width: 1280, height: 860 });
  await signInByCookie(context, shop.seller.email, FIXTURE_PASSWORD);
  await page.goto('/stores/mailings');
  const row = page.getByTestId('mailing-list-table').getByTestId('mailing-row');
  await expect(row).toHaveCount(1);

  const print = row.getByTestId('mailing-print');
  await expectTooltipOnHover(page, print, 'พิมพ์ใบจ่าหน้า');
  // The pointer leaves, and the tooltip with it, before the keyboard takes over.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  const edit = row.getByTestId('mailing-edit');
  await edit.focus();
  await page.keyboard.press('Enter');
  const addressDialog = page.getByRole('dialog', { name: `แก้ไขที่อยู่ผู้รับ ${mailing?.barcode}` });
  await expect(addressDialog.getByTestId('field-fullName')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(addressDialog).toBeHidden();
  await expect(edit).toBeFocused();

  await print.focus();
  await page.keyboard.press('Enter');
  const labelDialog = page.getByTestId('label-dialog');
  await expect(labelDialog.getByTestId('label-print')).toBeEnabled();
  await saveNamedScreenshot(page, 'mailings-first-load-04-label-dialog-1280');
  await page.keyboard.press('Escape');
  await expect(labelDialog.getByTestId('label-print')).toBeHidden();
  await expect(print).toBeFocused();
});

/**
 * The HTML's route script asks for the opened page's route chunk (and the language's catalogs) while the app's own
 * scripts load: the entry script is held back, and the page's chunk is asked for all the same, no other page's; so is
 * the session, on every page but `/`.
 */
test("the HTML asks for the opened page's route chunk before the app's scripts have run", async ({ page }) => {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const chunks = () =>
    requested.flatMap(
      (path) =>
        /\/assets\/(mailing-list-pages|mailing-pages|seller-pages|storefront-pages|store-pages|report-pages|post-office-pages|main-page|catalogs-\w+)-/.exec(
          path,
        )?.[1] ?? [],
    );

  for (const [path, chunk] of [
    ['/stores/mailings', 'mailing-list-pages'],
    ['/stores/orders', 'seller-pages'],
    ['/stores/somchai-shop/main', 'store-pages'],
    ['/stores/somchai-shop/review', 'storefront-pages'],
    ['/', 'main-page'],
  ] as const) {
    requested.length = 0;
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(chunks).toContain(chunk);
    await expect.poll(() => requested.some((p) => /\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
    // Every page but the landing page needs the rest of the Thai catalogs; no other page's chunk is asked for. The
    // browser may send a low-priority preload a moment after the one before it, so this waits for the whole set.
    await expect.poll(() => chunks().sort()).toEqual(chunk === 'main-page' ? [chunk] : ['catalogs-th', chunk]);
    if (path !== '/') await expect.poll(() => requested).toContain('/api/Account/Session');
  }
  releaseEntry();
});

/**
 * A page whose first screen is whole in its HTML (a store's main page, rendered by the server) asks for the app's
 * scripts only once that screen has loaded: while its pictures are held back, the page shows (its fonts in) and no
 * script of the app is asked for; once they come, the app loads and replaces the page.
 */
test("a store page asks for the app's scripts once its first screen's pictures have loaded", async ({ page }) => {
  let releasePictures = () => {};
  const picturesHeld = new Promise<void>((resolve) => {
    releasePictures = resolve;
  });
  await page.route(/\/api\/files\?filename=/, async (route) => {
    await picturesHeld;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const appScripts = () => requested.filter((path) => /\/assets\/(index|react|store-pages)-[\w-]+\.js$/.test(path));

  await page.goto('/stores/somchai-shop/main', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('product-carousel')).toBeVisible();
  await expect.poll(() => page.evaluate('document.fonts.ready.then(() => document.fonts.status)')).toBe('loaded');
  expect(appScripts()).toEqual([]);
  releasePictures();
  await expect.poll(() => appScripts().length).toBeGreaterThanOrEqual(3);
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toBeVisible();
});
