import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectAccessible, signInByCookie } from './support/journey-helpers';

/**
 * Axe-core (WCAG 2.1 A and AA) finds no serious or critical violation on the screens the journeys
 * visit, as a visitor, the demo seller and the central admin, on a wide screen and on a phone. Fixed on the way:
 * dimmed text under 4.5:1, unnamed dialog close buttons, a header link and the account menu whose label hid their
 * text, the basket link inside the store's tab list, the sliders' unnamed links and label without a role, the
 * notification count's wrapper with aria-expanded, a badge and a light button under 4.5:1, product thumbnails
 * without alt text.
 */
const SCREENS = {
  visitor: ['/', '/stores/somchai-shop/main', '/stores/search', '/signin', '/signup'],
  seller: [
    '/',
    '/stores/mailings',
    '/stores/delivery/manage',
    '/manageStores/manage',
    '/stores/somchai-shop/products',
    '/stores/orders',
    '/stores/invoices',
    '/stores/shippinglists',
    '/stores/address/ship',
    '/stores/somchai-shop/reports',
  ],
  admin: ['/thpreport', '/thpusermanage'],
} as const;

for (const width of [1280, 390]) {
  for (const [who, screens] of Object.entries(SCREENS)) {
    test(`axe-core finds no serious violation on the ${who}'s screens at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 860 } });
      if (who !== 'visitor') await signInByCookie(context, who === 'seller' ? DEMO.seller : DEMO.admin, DEMO_PASSWORD);
      const page = await context.newPage();
      for (const screen of screens) {
        await page.goto(screen);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, `${screen} as ${who} at ${width} px`);
      }
      await context.close();
    });
  }
}
