import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { appShown } from './page-helpers';
import { TEXTS } from './texts';

export type Lang = 'th' | 'en';
export const LANGS: readonly Lang[] = ['th', 'en'];

export const DEMO_PASSWORD = 'songdee123';
export const DEMO = {
  seller: 'seller@songdee.test',
  buyer: 'buyer@songdee.test',
  admin: 'admin@songdee.test',
  /** The outlet admin (AdminOutlet) of ที่ทำการไปรษณีย์ 10110, where the demo seller's reservations are made. */
  outlet: 'outlet@songdee.test',
} as const;

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts', 'screenshots');

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now, one line per element:
 * the rule, its impact, the element's selector, what failed (for colour contrast the two colours) and its markup.
 * Legacy mode runs axe in the page's own frames: the default opens (and closes) a blank page in the journey's browser
 * context for every check, which a page made by `browser.newPage()` refuses and a journey waiting for a popup would see.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // resultTypes: axe details only the violations (the passes are what costs most on a long page).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => {
        const colours = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor: string; bgColor: string; contrastRatio: number }
          | undefined;
        // What failed: the two colours for contrast, axe's own summary ("children which are not allowed: ...") else.
        const why = colours
          ? `${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio}:1`
          : (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200);
        return `${v.id} (${v.impact}): ${v.help} at ${node.target.join(' ')} [${why}] ${node.html.slice(0, 160)}`;
      }),
    );
}

/**
 * A screen passes axe-core's WCAG 2.1 A and AA rules without a serious or critical violation; the failure
 * names each rule and where it failed (accessibility.spec.ts).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousViolations(page), `axe-core on ${screen}`).toEqual([]);
}

/** Saves e2e/artifacts/screenshots/<lang>-<step>.png once the page has settled. */
export async function saveScreenshot(page: Page, lang: Lang, step: string): Promise<void> {
  await saveNamedScreenshot(page, `${lang}-${step}`);
}

/**
 * Saves e2e/artifacts/screenshots/<name>.png (journeys not run per language), and checks the screen as shown (an
 * open dialog or drawer included) with axe-core, once per screenshot (so every journey screen is checked). A violation
 * fails the journey softly, so one run names every screen that has one, not only the first.
 */
export async function saveNamedScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // Toasts over the page's top right hide what the screenshot is of, where it is not the toast.
  const hide = options.hideToasts ? await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' }) : null;
  await page.evaluate('document.fonts.ready');
  // A dialog or a toast still fading in has its text at part opacity: axe would measure that contrast, not the screen's.
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {})))',
  );
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: options.fullPage ?? true });
  expect.soft(await seriousViolations(page), `axe-core on the screen "${name}" (${page.url()})`).toEqual([]);
  await hide?.evaluate((style) => style.remove());
}

interface ScreenshotOptions {
  fullPage?: boolean;
  hideToasts?: boolean;
}

/** saveNamedScreenshot at each width (`<name>-<width>`, a phone 844 px high, else 860), then back at the first. */
export async function saveAtWidths(page: Page, name: string, widths: readonly number[], options: ScreenshotOptions = {}): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 860 });
    await saveNamedScreenshot(page, `${name}-${width}`, options);
  }
  await page.setViewportSize({ width: widths[0]!, height: 860 });
}

/** Opens main and picks the language with the footer switch, as a user would. */
export async function openMainIn(page: Page, lang: Lang): Promise<void> {
  await page.goto('/');
  await appShown(page);
  const label = lang === 'th' ? 'ไทย' : 'English';
  await page.getByTestId('language-switch').getByText(label, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address in the dev outbox (GET /sim/mail/messages?to=). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/sim/mail/messages', { params: { to } });
      const messages = (await response.json()) as OutboxMessage[];
      message = messages[0];
      return messages.length;
    })
    .toBeGreaterThan(0);
  return message!;
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[0];
}

/** Signs in through the form and waits to leave the sign-in page. */
export async function signIn(page: Page, email: string, password: string, t: { signInButton: string }): Promise<void> {
  await page.goto('/signin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: t.signInButton, exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

/** Signs a browser context in with a session cookie, as the sign-in form does, without opening the form. */
export async function signInByCookie(context: BrowserContext, email: string, password: string): Promise<void> {
  const res = await context.request.post('/api/Account/Login?mode=cookie', { data: { grant_type: 'password', username: email, password } });
  expect(res.status()).toBe(200);
}

/**
 * Marks the store's track-and-trace sync as just done in this browser, so opening a mailing screen does not sync.
 * The simulator moves a barcode along by its serial (serial % 10), so a journey that edits or deletes a mailing would
 * otherwise depend on which serial it got and on whether the sync lands before its click.
 */
export async function skipTrackingSync(page: Page, storeId: string): Promise<void> {
  // The function runs in the page; the e2e project has no DOM types, so the storage is typed narrowly.
  await page.addInitScript(
    ([key, at]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, at),
    [`trackingSyncedAt:${storeId}`, new Date().toISOString()] as const,
  );
}

/**
 * Hovers an element until its tooltip shows the text. The tooltip's code comes after the first screen (the app's
 * deferred Tooltip): a pointer already resting on the element when it arrives sees the tooltip on its next entry,
 * as a reader moving the mouse does.
 */
export async function expectTooltipOnHover(page: Page, element: Locator, text: string): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await element.hover();
    await expect(page.getByRole('tooltip')).toHaveText(text, { timeout: 1_000 });
  }).toPass();
}

/**
 * A fresh account: registered through the API, confirmed from its e-mail's link in the page, then signed in there
 * (the sign-up screens have journeys of their own).
 */
export async function signUpConfirmed(
  page: Page,
  request: APIRequestContext,
  account: { tag: string; firstName: string; lastName: string },
): Promise<void> {
  const email = uniqueEmail(account.tag);
  const password = `${account.tag}-pass-1`;
  const registered = await request.post('/api/Account/Register', {
    data: { email, firstName: account.firstName, lastName: account.lastName, password, confirmPassword: password },
  });
  expect(registered.ok()).toBe(true);
  await page.goto(linkIn((await latestMailTo(request, email)).text, '/confirmemail'));
  await expect(page.getByTestId('confirm-email-success')).toBeVisible();
  await signIn(page, email, password, TEXTS.th);
}
