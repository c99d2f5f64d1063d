import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signInByCookie } from './support/journey-helpers';
import { apiProduct, apiStore, bangkokGeo, confirmedAccount, FIXTURE_PASSWORD } from './support/seller-fixtures';
import { type Landing, landingOf, ROLES, SPEC_ROUTES, type SpecRoute } from './support/spec-routes';
import { TEXTS } from './support/texts';

/**
 * Every route of both specs, as a guest, a buyer, a seller and the post-office admin (one browser context each):
 * each lands on its screen, on the screen with the same meaning, on sign-in, on /403, on "not built yet", or (the
 * spec's abstract parents) on main with a word about it; never on the home page silently. The table is
 * e2e/tests/support/spec-routes.ts. A few screenshots only: the staff sign-up page, the unknown-address notice, a redirect.
 */

const t = TEXTS.th;
/** An id no record has. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

interface Places {
  uri: string;
  storeId: string;
  productId: string;
}

/** A fresh seller with a published store and one product (the demo seller's data stays as other journeys expect it). */
async function freshSeller(request: APIRequestContext): Promise<{ email: string } & Places> {
  const seller = await confirmedAccount(request, 'routes-seller');
  const uri = `routes-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const store = await apiStore(request, seller, await bangkokGeo(request), { name: 'ร้านทดสอบเส้นทาง', uri });
  const product = await apiProduct(request, seller, store.id, { name: 'สินค้าทดสอบ', categoryId: 2, price: 10000, description: 'ทดสอบ' });
  return { email: seller.email, uri, storeId: store.id, productId: product.id };
}

const fill = (text: string, places: Places) =>
  text
    .replaceAll('{uri}', places.uri)
    .replaceAll('{storeId}', places.storeId)
    .replaceAll('{productId}', places.productId)
    .replaceAll('{id}', NO_SUCH_ID);

const describe = (landing: Landing) => (typeof landing === 'string' ? landing : `the screen at ${landing.path}`);

/**
 * Opens the address inside the running app, as a link or the back button would: the router sees a new location
 * (history, then popstate) and its guards decide where it lands. Loading the whole app again for each of the ~90
 * routes of each role made this file a quarter of the journeys' time; full loads of deep links are other journeys'.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
    return;
  }
  // A string, as this project's types have no DOM: it runs in the page.
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(address)}); dispatchEvent(new PopStateEvent('popstate'))`);
}

/** Opens the route and checks where it lands; the main content's heading shows the page has settled. */
async function expectLanding(page: Page, route: SpecRoute, landing: Landing, places: Places): Promise<void> {
  const path = fill(route.path, places);
  await openInApp(page, `${path}${route.query ? fill(route.query, places) : ''}`);
  const main = page.getByRole('main');
  const pathname = () => new URL(page.url()).pathname;
  const heading = main.getByRole('heading', { level: 1 }).first();
  if (landing === 'signin') {
    await expect(page).toHaveURL(/\/signin$/);
    await expect(main.getByRole('heading', { name: t.signInButton })).toBeVisible();
    return;
  }
  if (landing === 'staffSignin') {
    await expect.poll(pathname).toBe('/thpsignin');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);
    await expect(main.getByRole('heading', { name: t.signInButton })).toBeVisible();
    return;
  }
  if (landing === 'forbidden') {
    await expect(page).toHaveURL(/\/403$/);
    await expect(main.getByRole('heading', { name: t.forbiddenTitle })).toBeVisible();
    return;
  }
  if (landing === 'unknownNotice') {
    await expect.poll(pathname).toBe('/');
    await expect(page.getByTestId('unknown-route-notice')).toContainText(path);
    return;
  }
  if (landing === 'storeChoice') {
    // Asked on the route's own address (or the screen it stands for), with no store made on the way.
    await expect(page.getByTestId('shipping-store-choice')).toBeVisible();
    expect(pathname()).toBe(route.sameAs === undefined ? path : fill(route.sameAs, places));
    return;
  }
  const expected = landing === 'screen' ? path : fill(landing.path, places);
  await expect.poll(pathname).toBe(expected);
  await expect(heading).toBeVisible();
  // Settled on its own screen: not another page that happens to share the path on the way.
  expect(pathname()).toBe(expected);
  await expect(page.getByTestId('unknown-route-notice')).toHaveCount(0);
  if (expected !== '/') await expect(main.getByRole('heading', { name: t.heroHeadline })).toHaveCount(0);
}

/** Every header menu item's link, menus opened one by one. */
async function menuLinks(page: Page): Promise<string[]> {
  await page.goto('/');
  const groups = page.locator('[data-testid^="menu-"]:not([data-testid="menu-shop"])');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const links: string[] = [];
  for (const group of await groups.all()) {
    await group.click();
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) links.push(new URL((await item.getAttribute('href')) ?? '', page.url()).pathname);
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
  }
  return links;
}

/** The table's route a menu link opens ({uri}, {storeId} and {id} stand for any segment). */
function routeOf(pathname: string, places: Places): SpecRoute | undefined {
  return SPEC_ROUTES.find((r) => {
    const pattern = fill(r.path, places).replace(NO_SUCH_ID, '[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
}

test('the route table holds both specs, each path once', () => {
  const paths = SPEC_ROUTES.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(SPEC_ROUTES.filter((r) => r.spec === 1).length).toBeGreaterThanOrEqual(33);
  expect(SPEC_ROUTES.filter((r) => r.spec === 2).length).toBeGreaterThanOrEqual(55);
});

test.describe('every spec route lands somewhere that says what it is', () => {
  let places: Places & { sellerEmail: string };
  let buyerEmail: string;

  test.beforeAll(async ({ request }) => {
    const seller = await freshSeller(request);
    places = { ...seller, sellerEmail: seller.email };
    buyerEmail = (await confirmedAccount(request, 'routes-buyer')).email;
  });

  for (const role of ROLES) {
    test(`as ${role}`, async ({ browser }) => {
      test.setTimeout(10 * 60_000);
      const context = await browser.newContext();
      if (role === 'buyer') await signInByCookie(context, buyerEmail, FIXTURE_PASSWORD);
      if (role === 'seller') await signInByCookie(context, places.sellerEmail, FIXTURE_PASSWORD);
      if (role === 'admin') await signInByCookie(context, DEMO.admin, DEMO_PASSWORD);
      const page = await context.newPage();

      // The header's menus offer only screens that exist (NOT_BUILT_YET hides the others).
      if (role !== 'guest') {
        for (const link of await menuLinks(page)) {
          const route = routeOf(link, places);
          expect(route, `menu link ${link} is a spec route`).toBeDefined();
          expect(landingOf(route!, role), `menu link ${link} opens its screen`).toBe('screen');
        }
      }

      // Shipping screens last: were one to make a buyer a store, the sell screens before them would still see none.
      const routes = [...SPEC_ROUTES].sort((a, b) => Number(a.access === 'shipping') - Number(b.access === 'shipping'));
      const failures: string[] = [];
      for (const route of routes) {
        const landing = landingOf(route, role);
        await test.step(`${route.path} -> ${describe(landing)}`, async () => {
          try {
            await expectLanding(page, route, landing, places);
          } catch (error) {
            failures.push(
              `${route.path} (spec ${route.spec} "${route.name}"): expected ${describe(landing)}, got ${page.url()}\n  ${String(error).split('\n')[0]}`,
            );
          }
        });
      }
      expect(failures, failures.join('\n')).toEqual([]);

      if (role === 'seller') {
        await expectLanding(page, SPEC_ROUTES.find((r) => r.path === '/stores/delivery')!, { path: '/stores/mailings' }, places);
        await saveNamedScreenshot(page, 'routes-delivery-list', { fullPage: false });
      }
      if (role === 'guest') {
        await expectLanding(page, SPEC_ROUTES.find((r) => r.path === '/admin')!, 'unknownNotice', places);
        await saveNamedScreenshot(page, 'routes-unknown-notice', { fullPage: false });
        await expectLanding(page, SPEC_ROUTES.find((r) => r.path === '/thp-external-signup')!, 'screen', places);
        await expect(page.getByTestId('staff-sign-up-message')).toContainText(t.staffSignUpMessage);
        await saveNamedScreenshot(page, 'routes-thp-external-signup', { fullPage: false });
        await page.getByTestId('staff-sign-up-sign-in').click();
        await expect(page).toHaveURL(/\/thpsignin$/);
      }
      await context.close();
    });
  }
});
