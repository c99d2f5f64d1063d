import { expect, type Request, test } from '@playwright/test';
import { saveNamedScreenshot } from './support/journey-helpers';

// start-server.mjs makes 127.0.0.1 an old host whose new host is localhost (OLD_HOSTS, NEW_HOST_URL).
const PAGE = '/signin?msg=passwordReset';
const hosts = (baseURL: string | undefined) => {
  const port = new URL(baseURL ?? '').port;
  return { oldUrl: `http://127.0.0.1:${port}${PAGE}`, newUrl: `http://localhost:${port}${PAGE}` };
};

for (const width of [1366, 390]) {
  test(`[${width}] an old host's page shows the banner above the app, linking to the same page on the new host`, async ({
    page,
    baseURL,
  }) => {
    const { oldUrl, newUrl } = hosts(baseURL);
    // Without its countdown script, so that the screen can be looked at however long a busy machine takes.
    await page.route('**/old-host-banner.js', (route) => route.abort());
    await page.setViewportSize({ width, height: 860 });
    await page.goto(oldUrl);
    const banner = page.locator('#old-host-banner');
    await expect(banner).toContainText('ส่งดีย้ายไปที่อยู่ใหม่แล้ว ระบบจะพาท่านไปใน 10 วินาที หรือคลิก');
    await expect(banner.getByRole('link')).toHaveAttribute('href', newUrl);
    await expect(page.locator('form').first()).toBeVisible();
    await saveNamedScreenshot(page, `old-host-banner-${width}`, { fullPage: false });
  });
}

test('the banner moves to the same page on the new host ten seconds after the page was asked for', async ({ page, baseURL }) => {
  const { oldUrl, newUrl } = hosts(baseURL);
  // Each request's start on the browser's clock: the test's steps may lag on a busy machine, the page does not wait.
  const asked = page.waitForRequest(oldUrl);
  const movedOn = page.waitForRequest(newUrl, { timeout: 30_000 });
  await page.goto(oldUrl, { waitUntil: 'commit' });
  // A request's timing is known once it has its answer.
  const startOf = async (request: Request) => ((await request.response()) ? request.timing().startTime : Number.NaN);
  const waited = (await startOf(await movedOn)) - (await startOf(await asked));
  // Ten seconds from the banner's first paint, which comes a moment after the page was asked for (up to 2 s on a busy
  // test machine); counted from the app's start, it was 14.6 s.
  expect(waited).toBeGreaterThan(10_000);
  expect(waited).toBeLessThan(13_000);
  await page.waitForURL(newUrl);
  await expect(page.locator('#old-host-banner')).toHaveCount(0);
});
