import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, uniqueEmail } from './support/journey-helpers';
import { choosePostcode } from './support/page-helpers';

/**
 * Social sign-in in Thai through the real redirects: the sign-in page's provider button, the local OIDC provider's
 * page (/sim/oidc/<provider>) where the tester picks who signs in, and back through our callback. The `line` stand-in
 * answers as LINE Login v2.1 does (the shared reference on social sign-in): an HS256 ID token signed with the channel
 * secret from the web login, a display name (`name`) and no given or family name, an e-mail only with the permission.
 */

async function throughProvider(
  page: Page,
  provider: 'google' | 'line',
  person: { email: string; given?: string; family?: string; name?: string; misbehave?: string },
) {
  await page.goto('/signin');
  await page.getByTestId(`social-${provider}`).click();
  await expect(page).toHaveURL(new RegExp(`/sim/oidc/${provider}/authorize\\?`));
  if (person.email) await page.getByTestId('sim-email').fill(person.email);
  if (person.given) await page.getByTestId('sim-given-name').fill(person.given);
  if (person.family) await page.getByTestId('sim-family-name').fill(person.family);
  if (person.name) await page.getByTestId('sim-name').fill(person.name);
  if (person.misbehave) await page.locator('select[name="misbehave"]').selectOption(person.misbehave);
}

const signInAtProvider = (page: Page) => page.getByRole('button', { name: 'เข้าสู่ระบบ (sign in)' }).click();

test('a new user signs in with provider 1, completes the external sign-up and lands signed in', async ({ page }) => {
  const email = uniqueEmail('social');
  await test.step('the sign-in page shows the configured providers', async () => {
    await page.goto('/signin');
    await expect(page.getByTestId('social-google')).toHaveText('เข้าสู่ระบบด้วย Google');
    await expect(page.getByTestId('social-line')).toHaveText('เข้าสู่ระบบด้วย LINE');
    await saveNamedScreenshot(page, 'th-social-signin-buttons');
  });

  await test.step('the provider page: the tester picks who signs in', async () => {
    await throughProvider(page, 'google', { email, given: 'สมหญิง', family: 'รักไทย' });
    await saveNamedScreenshot(page, 'th-social-provider-page');
    await signInAtProvider(page);
  });

  await test.step('external sign-up: the e-mail from the provider, phone and address', async () => {
    await expect(page).toHaveURL(/\/external-signup\?id=/);
    await expect(page.getByRole('heading', { name: 'สมัครสมาชิกด้วยบัญชี Google' })).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await expect(page.locator('input[name="email"]')).toHaveAttribute('readonly', '');
    await expect(page.locator('input[name="firstName"]')).toHaveValue('สมหญิง');
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    await expect(page.getByText('ไม่สามารถเว้นว่างได้').first()).toBeVisible();
    await page.getByTestId('field-phone').fill('0812345678');
    await page.locator('input[name="homeAddress"]').fill('99/1');
    await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
    await saveNamedScreenshot(page, 'th-social-external-signup');
    await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  });

  await test.step('signed in', async () => {
    await expect(page).not.toHaveURL(/external-signup|signin/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await saveNamedScreenshot(page, 'th-social-signed-in');
  });

  await test.step('next time the same identity signs straight in', async () => {
    await page.context().clearCookies();
    await throughProvider(page, 'google', { email });
    await signInAtProvider(page);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page).not.toHaveURL(/signin|external-signup/);
  });
});

test('an e-mail that has an account: the password once, then linked', async ({ page }) => {
  await throughProvider(page, 'line', { email: DEMO.buyer, name: 'ผู้ซื้อ' });
  await signInAtProvider(page);
  await expect(page).toHaveURL(/\/social-connect\?email=buyer%40songdee\.test&id=/);
  await page.getByTestId('connect-password').fill('not-the-password');
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await saveNamedScreenshot(page, 'th-social-connect-wrong-password');
  await page.getByTestId('connect-password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a provider answer that fails the checks: "cannot sign in", nothing created', async ({ page }) => {
  await throughProvider(page, 'google', { email: uniqueEmail('nonce'), misbehave: 'wrong-nonce' });
  await signInAtProvider(page);
  await expect(page).toHaveURL(/\/signin\?auth=failed&msg=SOCIAL_SIGNIN_FAILED$/);
  await expect(page.getByRole('alert').filter({ hasText: 'ไม่สามารถเข้าสู่ระบบได้' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await saveNamedScreenshot(page, 'th-social-refused');
});

test('a new user signs in with LINE without the e-mail permission: types an e-mail and a surname, lands signed in', async ({ page }) => {
  const email = uniqueEmail('line');
  for (const viewport of [undefined, { width: 390, height: 844 }]) {
    if (viewport) await page.setViewportSize(viewport);
    const suffix = viewport ? '-390' : '';
    const typed = viewport ? uniqueEmail('line-390') : email;
    await test.step(`the LINE button, then LINE's page: a display name only (${viewport ? 390 : 1280} px)`, async () => {
      await page.context().clearCookies();
      await throughProvider(page, 'line', { email: '', name: viewport ? 'น้องไลน์' : 'ไลน์ทดสอบ' });
      await saveNamedScreenshot(page, `th-social-line-provider-page${suffix}`);
      await signInAtProvider(page);
    });

    await test.step('external sign-up: the name from LINE, the e-mail typed', async () => {
      await expect(page).toHaveURL(/\/external-signup\?id=/);
      await expect(page.getByRole('heading', { name: 'สมัครสมาชิกด้วยบัญชี LINE' })).toBeVisible();
      await expect(page.locator('input[name="firstName"]')).toHaveValue(viewport ? 'น้องไลน์' : 'ไลน์ทดสอบ');
      await expect(page.locator('input[name="lastName"]')).toHaveValue('');
      await expect(page.locator('input[name="email"]')).toHaveValue('');
      await expect(page.locator('input[name="email"]')).not.toHaveAttribute('readonly', '');
      await page.locator('input[name="email"]').fill(typed);
      await page.locator('input[name="lastName"]').fill('ใจดี');
      await page.getByTestId('field-phone').fill('0812345678');
      await page.locator('input[name="homeAddress"]').fill('99/1');
      await choosePostcode(page, '1011', 'คลองเตย » คลองเตย » กรุงเทพมหานคร');
      await saveNamedScreenshot(page, `th-social-line-external-signup${suffix}`);
      await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
    });

    await test.step('signed in', async () => {
      await expect(page).not.toHaveURL(/external-signup|signin/);
      // The account menu is in the drawer on a phone; the session is the typed e-mail's either way.
      if (!viewport) await expect(page.getByTestId('user-menu')).toBeVisible();
      const me = (await (await page.request.get('/api/Account/UserInfo')).json()) as { email: string; loginProvider: string };
      expect(me).toMatchObject({ email: typed, loginProvider: 'line' });
      await saveNamedScreenshot(page, `th-social-line-signed-in${suffix}`);
    });
  }
});
