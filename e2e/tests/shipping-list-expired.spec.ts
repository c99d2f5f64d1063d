import { expect, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { apiShippingList, FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

const SAY = {
  title: 'หมดเวลาชำระเงิน ใบนำส่งกลับเป็นฉบับร่างแล้ว',
  whatToDo: 'กด "ยืนยันใบนำส่ง" อีกครั้งเพื่อชำระเงิน',
};

/**
 * A confirmed list left unpaid for 10 minutes goes back to a draft and keeps the time it expired
 * (`paymentExpiredAt`; the API test of the expiry makes that answer on the server's own clock). A journey cannot
 * wait 10 minutes, so the list's answer is the server's own answer for a draft with that time added: the screen must
 * say the payment window closed and what to do, at both widths.
 */
for (const width of [1366, 390]) {
  test(`an expired shipping list says it went back to a draft and how to pay (${width} px)`, async ({ page, request }) => {
    const shop = await paidShop(request, `expired${width}`, 4);
    const listId = await apiShippingList(request, shop, { confirm: false });
    const expiredAt = new Date(Date.now() - 60_000).toISOString();
    await page.route(`**/api/stores/${shop.store.id}/shippinglists/${listId}`, async (route) => {
      const answer = await route.fetch();
      const list = await answer.json();
      expect(list.paymentExpiredAt).toBeNull();
      await route.fulfill({ response: answer, json: { ...list, paymentExpiredAt: expiredAt } });
    });

    await page.setViewportSize({ width, height: 860 });
    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto(`/stores/shippinglists/manage?shippinglistId=${listId}`);
    const alert = page.getByTestId('payment-expired');
    await expect(alert).toContainText(SAY.title);
    await expect(alert).toContainText(SAY.whatToDo);
    await expect(alert).toContainText('10 นาที');
    // The way on is on the screen: the list can be confirmed again.
    await expect(page.getByRole('button', { name: 'ยืนยันใบนำส่ง' })).toBeEnabled();
    await saveNamedScreenshot(page, `shipping-list-expired-${width}`);
  });
}
