import { expect, type Page, test } from '@playwright/test';
import { saveNamedScreenshot, signIn } from './support/journey-helpers';
import { FIXTURE_PASSWORD, paidShop } from './support/seller-fixtures';
import { TEXTS } from './support/texts';

// GTINs whose last digit is GS1's mod-10 check digit: the EAN-13 and UPC-A articles' worked examples, and an EAN-8.
const CHILLI_EAN13 = '4006381333931';
const SHRIMP_UPCA = '036000291452';
const NOT_IN_LIST = '96385074';

/** A keyboard-wedge scanner: it types the code's digits into the focused field and ends with Enter. */
async function scanWithWedge(page: Page, code: string) {
  await page.getByTestId('scan-input').click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/**
 * A seller gives a product its barcode (a wrong check digit refused at the field), then counts an order of the
 * pick-item screen at 390 px by scanning: each scan counts one, one too many and a code of no item are refused as
 * red rows and change nothing, and the order is counted in full by scans alone.
 */
test('packing by scanning: barcodes on products, scans count, a wrong item and one too many are refused', async ({ page, request }) => {
  const shop = await paidShop(request, 'scan', 1);
  const [chilli, shrimp] = shop.products as [(typeof shop.products)[number], (typeof shop.products)[number]];
  const [order] = shop.orders as [(typeof shop.orders)[number]];

  await test.step('the product form takes a barcode and refuses a wrong check digit at the field', async () => {
    await signIn(page, shop.seller.email, FIXTURE_PASSWORD, TEXTS.th);
    await page.goto(`/stores/${shop.store.uri}/products/manage?productId=${chilli.id}`);
    const field = page.getByTestId('field-barcode');
    await field.fill('4006381333932');
    await page.getByTestId('product-form').getByRole('button', { name: 'บันทึก' }).click();
    await expect(page.getByText('บาร์โค้ดไม่ถูกต้อง กรุณาตรวจสอบตัวเลข (EAN-13, UPC-A, EAN-8 หรือ GTIN-14)')).toBeVisible();
    await saveNamedScreenshot(page, 'scan-packing-01-barcode-refused');
    await field.fill(CHILLI_EAN13);
    await page.getByTestId('product-form').getByRole('button', { name: 'บันทึก' }).click();
    await expect(page).toHaveURL(new RegExp(`/stores/${shop.store.uri}/products$`));
    const saved = await request.put(`/api/stores/${shop.store.id}/products/${shrimp.id}`, {
      headers: shop.seller.headers,
      data: { name: shrimp.name, categoryId: 2, price: 8500, description: 'ของฝากจากร้าน', barcode: SHRIMP_UPCA },
    });
    expect(saved.status()).toBe(200);
  });

  await test.step('at 390 px, scans count the order; one too many and a stranger are refused in red', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/stores/${shop.store.uri}/picking-chooseOrders`);
    await page.locator(`[data-testid="order-choice-row"][data-order="${order.name}"]`).getByTestId('order-check').check();
    await page.getByTestId('picking-next').click();
    await expect(page).toHaveURL(/picking-pickItem\?packingListId=/);
    const chilliCount = page.locator(`[data-testid="count-item"][data-product="${chilli.name}"]`).getByTestId('count-input');
    const shrimpCount = page.locator(`[data-testid="count-item"][data-product="${shrimp.name}"]`).getByTestId('count-input');
    await expect(chilliCount).toHaveValue('0');

    await scanWithWedge(page, CHILLI_EAN13);
    await scanWithWedge(page, CHILLI_EAN13);
    await expect(chilliCount).toHaveValue('2');
    const rows = page.getByTestId('scan-row');
    await expect(rows.first()).toHaveAttribute('data-result', 'counted');
    await expect(rows.first()).toHaveText(`+1 ${chilli.name} · ${order.name} (2/2)`);

    await scanWithWedge(page, CHILLI_EAN13);
    await expect(rows.first()).toHaveAttribute('data-result', 'refused');
    await expect(rows.first()).toHaveText(`${chilli.name} นับครบตามที่สั่งแล้ว (2 ชิ้น) ห้ามแพ็คเกิน`);
    await expect(chilliCount).toHaveValue('2');

    await scanWithWedge(page, NOT_IN_LIST);
    await expect(rows.first()).toHaveAttribute('data-result', 'refused');
    await expect(rows.first()).toHaveText(`ไม่มีสินค้ารหัส ${NOT_IN_LIST} ในรายการแพ็คนี้`);
    await expect(page.getByTestId('count-order-state')).toHaveText('ยังนับไม่ครบ');

    // The UPC-A read by a scanner set to EAN-13 (a leading 0) is the same item.
    await scanWithWedge(page, `0${SHRIMP_UPCA}`);
    await expect(shrimpCount).toHaveValue('1');
    await expect(page.getByTestId('count-order-state')).toHaveText('นับครบแล้ว');
    await expect(page.getByTestId('scan-input')).toHaveValue('');
    await saveNamedScreenshot(page, 'scan-packing-02-counted-390');

    await page.getByTestId('count-confirm').click();
    await expect(page).toHaveURL(/\/stores\/packing-lists\//);
  });

  await test.step('the new-box popup moves a scanned piece; more than the first box holds and a stranger are refused', async () => {
    const card = page.locator(`[data-testid="pack-card"][data-order-name="${order.name}"]`);
    await card.getByTestId('split-open').click();
    const dialog = page.getByRole('dialog');
    const chilliMove = dialog.getByTestId('split-row').filter({ hasText: chilli.name }).getByTestId('split-quantity');
    await scanWithWedge(page, CHILLI_EAN13);
    await expect(chilliMove).toHaveValue('1');
    await scanWithWedge(page, CHILLI_EAN13);
    await scanWithWedge(page, CHILLI_EAN13);
    const rows = dialog.getByTestId('scan-row');
    await expect(rows.first()).toHaveAttribute('data-result', 'refused');
    await expect(rows.first()).toHaveText(`${chilli.name} นับครบตามที่สั่งแล้ว (2 ชิ้น) ห้ามแพ็คเกิน`);
    await expect(chilliMove).toHaveValue('2');
    await scanWithWedge(page, NOT_IN_LIST);
    await expect(rows.first()).toHaveText(`ไม่มีสินค้ารหัส ${NOT_IN_LIST} ในกล่องแรกของคำสั่งซื้อนี้`);
    await chilliMove.fill('1');
    await dialog.getByTestId('split-save').click();
    await expect(dialog).toBeHidden();
    const newBox = card.locator('[data-testid="box-card"][data-box-no="2"]');
    await expect(newBox.getByTestId('box-item')).toContainText(chilli.name);
    await expect(newBox.getByTestId('box-item')).toContainText('× 1');
  });
});
