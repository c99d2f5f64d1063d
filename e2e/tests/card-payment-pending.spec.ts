import { expect, test } from '@playwright/test';
import { saveAtWidths, signIn } from './support/journey-helpers';
import { apiShippingList, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/*
 * 2C2P's redirect payment API 7.2 (facts from 2C2P's parameter page and official plugins, via the shared reference
 * on card payment): payment_status 001 is pending (the buyer chose a channel that completes later, e.g. a
 * counter), completed by a later back-end result; the browser comes back with a form POST to result_url_1.
 */
const SAY = { pending: 'รอการยืนยันจากธนาคาร', paid: 'ชำระเงินสำเร็จ' };

/**
 * A shipping list paid at a counter: the simulator's "pending (001)", the browser's form POST back lands on the
 * list's payment page saying "waiting for the bank"; the bank settles it on the simulator's pending page and the
 * payment page, asking again, shows it paid.
 */
test('card payment pending: waiting for the bank, then paid when the simulator completes it', async ({ page, browser, request }) => {
  const shop = await paidShop(request, 'cardpending', 4);
  const listId = await apiShippingList(request, shop, { confirm: true });

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);

  await test.step('pay at a counter in the 2C2P simulator: the browser comes back to "waiting for the bank"', async () => {
    await page.goto(`/stores/shippinglists/manage?shippinglistId=${listId}`);
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/sim\/payment$/);
    await expect(page.getByRole('button', { name: 'Pay at a counter (pending, 001)' })).toBeVisible();
    await saveAtWidths(page, 'card-sim-01-choices', [1280, 390], { hideToasts: true });
    await page.getByRole('button', { name: 'Pay at a counter (pending, 001)' }).click();
    // The simulator's page POSTs the result to result_url_1; the server redirects to the list's payment page.
    await expect(page).toHaveURL(/\/stores\/shippinglists\/payment\?shippingListId=.*&payment=0/);
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-outcome', 'pending');
    await expect(page.getByTestId('payment-title')).toHaveText(SAY.pending);
    await saveAtWidths(page, 'card-sim-02-waiting-for-bank', [1280, 390], { hideToasts: true });
  });

  await test.step('the bank settles it on the simulator’s pending page; the payment page then shows it paid', async () => {
    const bank = await browser.newPage();
    const base = new URL(page.url()).origin;
    await bank.goto(`${base}/sim/payment/pending`);
    const settle = bank.locator('[data-settle="success"]');
    await expect(settle).toHaveCount(1);
    await settle.click();
    await expect(bank.locator('#none-pending')).toBeVisible();
    await bank.close();
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-outcome', 'paid', { timeout: 15_000 });
    await expect(page.getByTestId('payment-title')).toHaveText(SAY.paid);
    await expect(page.getByTestId('book-pick-up')).toBeVisible();
    await saveAtWidths(page, 'card-sim-03-paid-after-bank', [1280, 390], { hideToasts: true });
  });
});
