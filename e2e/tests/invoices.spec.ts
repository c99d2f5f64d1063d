import { expect, type Locator, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

/** What the seller should read (spec 1 sections 2, 4 and 5), written out so a wrong catalog entry fails the journey. */
const SAY = {
  ordersRequired: 'กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ',
  weightInvalid: 'กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0',
  draft: 'ฉบับร่าง',
  confirmed: 'ยืนยันแล้ว',
  onInvoice: 'อยู่ในใบนี้',
};

/** Satang as the screens show it ("1,234.50 บาท") and grams ("2,000 กรัม"). */
const group = (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const baht = (satang: number) => {
  const [whole, cents] = (satang / 100).toFixed(2).split('.');
  return `${group(whole ?? '0')}.${cents} บาท`;
};
const grams = (value: number) => `${group(String(value))} กรัม`;

const rowOf = (page: Page, testId: string, name: string): Locator => page.getByTestId(testId).filter({ hasText: name });

test('a seller drafts a service-fee invoice from paid orders, edits it, then confirms it and it becomes read-only', async ({
  page,
  request,
}) => {
  const shop = await paidShop(request, 'inv', 2);
  const [first, second] = shop.orders as [(typeof shop.orders)[number], (typeof shop.orders)[number]];
  const api = (path: string) => `/api/stores/${shop.store.id}${path}`;
  const headers = shop.seller.headers;

  await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
  await page.goto('/stores/invoices');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await saveNamedScreenshot(page, 'invoice-01-list');

  // Step 1: choose orders. Nothing chosen is refused; the order-detail modal shows the order's items.
  await page.getByTestId('calculate-fees').click();
  await expect(page).toHaveURL(/\/stores\/invoices\/chooseOrder$/);
  await expect(page.getByTestId('choice-row')).toHaveCount(2);
  await page.getByTestId('choose-next').click();
  await expect(page.getByText(SAY.ordersRequired)).toBeVisible();
  await rowOf(page, 'choice-row', first.name).getByTestId('choose-order').check();
  await expect(page.getByTestId('chosen-count')).toHaveText('เลือกแล้ว 1 รายการ');
  await saveNamedScreenshot(page, 'invoice-02-choose');

  await rowOf(page, 'choice-row', first.name).getByTestId('order-details').click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText(first.name);
  await expect(modal).toContainText(shop.products[0]?.name ?? '');
  await saveNamedScreenshot(page, 'invoice-03-order-detail', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Step 2: the chosen orders survive a reload (the wizard keeps them in the session).
  await page.getByTestId('choose-next').click();
  await expect(page).toHaveURL(/\/stores\/invoices\/manage$/);
  await page.reload();
  await expect(page.getByTestId('chosen-row')).toHaveCount(1);
  await expect(rowOf(page, 'chosen-row', first.name).getByTestId('order-weight')).toHaveText('ยังไม่ระบุ');
  await saveNamedScreenshot(page, 'invoice-04-manage');

  // Step 3: a weight is required; then save the draft and see the server's fee.
  await page.getByTestId('manage-next').click();
  await expect(page).toHaveURL(/\/stores\/invoices\/setWeight$/);
  await page.getByTestId('weight-save').click();
  await expect(rowOf(page, 'chosen-row', first.name)).toContainText(SAY.weightInvalid);
  await saveNamedScreenshot(page, 'invoice-05-weight-required');
  await rowOf(page, 'chosen-row', first.name).getByTestId('weight-input').fill('500');
  await page.getByTestId('weight-save').click();
  await expect(page.getByText('บันทึกใบแจ้งค่าบริการ INV-00001 แล้ว')).toBeVisible();
  await expect(page).toHaveURL(/\/stores\/invoices\/setWeight\?invoiceId=/);
  const invoiceId = new URL(page.url()).searchParams.get('invoiceId') ?? '';
  const drafted = await (await request.get(api(`/invoices/${invoiceId}`), { headers })).json();
  expect(drafted).toMatchObject({ invoiceNumber: 'INV-00001', status: { referenceKey: 'DRAFT_FOR_INVOICE' }, isEditable: true });
  expect(drafted.orders).toHaveLength(1);
  expect(drafted.totals.cost).toBeGreaterThan(0);
  await expect(rowOf(page, 'chosen-row', first.name).getByTestId('service-cost')).toHaveText(baht(drafted.totals.cost));
  await saveNamedScreenshot(page, 'invoice-06-saved-draft');

  // The list: a draft can be edited and deleted (delete asks first; cancelling keeps it).
  await page.getByTestId('breadcrumb').getByText('ใบแจ้งค่าบริการ', { exact: true }).click();
  const listRow = rowOf(page, 'invoice-row', 'INV-00001');
  await expect(listRow.getByTestId('invoice-status')).toHaveText(SAY.draft);
  await expect(listRow.getByTestId('invoice-order-count')).toHaveText('1');
  await expect(listRow.getByTestId('invoice-total')).toHaveText(baht(drafted.totals.cost));
  await listRow.getByTestId('delete-invoice').click();
  await expect(page.getByRole('dialog')).toContainText('INV-00001');
  await saveNamedScreenshot(page, 'invoice-07-delete-asks', { fullPage: false });
  await page.getByTestId('confirm-dialog-cancel').click();
  await expect(listRow).toBeVisible();

  // Edit: add the second order (the draft's own order is listed and ticked), change a weight, save.
  await listRow.getByTestId('edit-invoice').click();
  await expect(page).toHaveURL(new RegExp(`/stores/invoices/manage\\?invoiceId=${invoiceId}$`));
  await expect(rowOf(page, 'chosen-row', first.name).getByTestId('order-weight')).toHaveText(grams(500));
  await page.getByTestId('add-orders').first().click();
  await expect(rowOf(page, 'choice-row', first.name)).toContainText(SAY.onInvoice);
  await expect(rowOf(page, 'choice-row', first.name).getByTestId('choose-order')).toBeChecked();
  await rowOf(page, 'choice-row', second.name).getByTestId('choose-order').check();
  await page.getByTestId('choose-next').click();
  await expect(page.getByTestId('chosen-row')).toHaveCount(2);
  await saveNamedScreenshot(page, 'invoice-08-edit-manage');
  await page.getByTestId('manage-next').click();
  await rowOf(page, 'chosen-row', first.name).getByTestId('weight-input').fill('800');
  await rowOf(page, 'chosen-row', second.name).getByTestId('weight-input').fill('1200');
  await expect(page.getByTestId('service-cost-pending')).toHaveCount(2);
  await page.getByTestId('weight-save').click();
  // (the first save's toast may still be showing)
  await expect(page.getByText('บันทึกใบแจ้งค่าบริการ INV-00001 แล้ว').last()).toBeVisible();
  await expect(page.getByTestId('service-cost')).toHaveCount(2);
  const edited = await (await request.get(api(`/invoices/${invoiceId}`), { headers })).json();
  expect(edited.orders.map((o: { name: string; weight: number }) => [o.name, o.weight])).toEqual([
    [first.name, 800],
    [second.name, 1200],
  ]);
  await expect(page.getByTestId('total-cost')).toHaveText(baht(edited.totals.cost));
  await saveNamedScreenshot(page, 'invoice-09-edit-weights');

  // Save and confirm (asks first), then back on the list: confirmed, no edit or delete (spec 1 section 4).
  await page.getByTestId('weight-confirm').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page).toHaveURL(/\/stores\/invoices$/);
  await expect(page.getByText('ยืนยันใบแจ้งค่าบริการ INV-00001 แล้ว')).toBeVisible();
  await expect(listRow.getByTestId('invoice-status')).toHaveText(SAY.confirmed);
  await expect(listRow.getByTestId('invoice-order-count')).toHaveText('2');
  await expect(listRow.getByTestId('edit-invoice')).toHaveCount(0);
  await expect(listRow.getByTestId('delete-invoice')).toHaveCount(0);
  await saveNamedScreenshot(page, 'invoice-10-confirmed-list');

  // The view is read-only, with the totals of weight and cost.
  await listRow.getByTestId('view-invoice').click();
  await expect(page.getByTestId('view-invoice-number')).toHaveText('INV-00001');
  await expect(page.getByTestId('invoice-order-row')).toHaveCount(2);
  await expect(page.getByTestId('view-total-weight')).toHaveText(grams(2000));
  await expect(page.getByTestId('view-total-cost')).toHaveText(baht(edited.totals.cost));
  await expect(page.getByTestId('view-edit')).toHaveCount(0);
  await saveNamedScreenshot(page, 'invoice-11-view');

  // The wizard will not open a confirmed invoice: it shows the view instead.
  await page.goto(`/stores/invoices/manage?invoiceId=${invoiceId}`);
  await expect(page).toHaveURL(new RegExp(`/stores/invoices/view\\?invoiceId=${invoiceId}$`));

  // The server agrees: confirmed, and no longer editable.
  const confirmed = await (await request.get(api(`/invoices/${invoiceId}`), { headers })).json();
  expect(confirmed).toMatchObject({ status: { referenceKey: 'CONFIRM_FOR_INVOICE' }, isEditable: false });
  const refused = await request.put(api(`/invoices/${invoiceId}`), {
    headers,
    data: { orders: [{ orderId: first.id, weight: 100 }] },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('INVOICE_NOT_EDITABLE');
});
