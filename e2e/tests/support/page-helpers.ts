import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced the page's prerendered HTML (inert: `/` and a store's main page start the app once
 * their first screen has loaded; every other page shows the shell's loader first), so that what a test scrolls to,
 * measures or reads is the app's, not a node about to go.
 */
export async function appShown(page: Page): Promise<void> {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
}

/**
 * Closes the toasts so screenshots show the page, not a stack of earlier messages: each toast's close button, then
 * a wait for that toast to go (never a fixed sleep). At most ten rounds, each bounded, so a toast that will not
 * close cannot hang a journey; callers that need none left assert it themselves.
 */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (let round = 0; round < 10 && (await toasts.count()) > 0; round++) {
    // A handle on this toast, not `first()`, which would move on to the next toast once this one goes.
    // Bounded: a toast that closes between the count and here would leave it waiting for the next one forever.
    const toast = await toasts
      .first()
      .elementHandle({ timeout: 1_000 })
      .catch(() => null);
    if (!toast) continue;
    const close = await toast.$('.mantine-Notification-closeButton');
    await close?.click({ force: true, timeout: 2_000 }).catch(() => undefined);
    await toast.waitForElementState('hidden', { timeout: 5_000 }).catch(() => undefined);
  }
}

/** Picks an option of a Mantine select: open it, type to filter, click the option. */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await expect(select).toBeEnabled();
  await select.click();
  await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/**
 * Types a postcode prefix and picks the suggestion that names the place (fills province, district,
 * sub-district). `scope` is the form or dialog holding the postcode box (the page by default).
 */
export async function choosePostcode(page: Page, prefix: string, place: string, scope: Locator | Page = page): Promise<void> {
  await scope.getByTestId('postcode-input').fill(prefix);
  await page.getByTestId('postcode-options').getByRole('option').filter({ hasText: place }).first().click();
}

/**
 * A buyer from the store's main page to checkout: the first product, `quantity` of it in the basket (the product page
 * starts at 1), the basket's checkout button, and EMS chosen as the delivery.
 */
export async function checkoutFirstProduct(page: Page, uri: string, quantity = 1): Promise<void> {
  await page.goto(`/stores/${uri}/main`);
  await appShown(page);
  await page.getByTestId('product-grid').getByTestId('product-card').first().click();
  if (quantity !== 1) await page.getByTestId('quantity-input').fill(String(quantity));
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).toHaveText(String(quantity));
  await page.getByTestId('basket-link').click();
  await page.getByTestId('checkout-button').click();
  await expect(page).toHaveURL(new RegExp(`/stores/${uri}/checkout/confirmation$`));
  await page.getByTestId('checkout-delivery-ems').click();
}
