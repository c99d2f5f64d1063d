import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, saveNamedScreenshot, signIn } from './support/journey-helpers';
import { closeToasts } from './support/page-helpers';
import { TEXTS } from './support/texts';

/** As a buyer pastes it into a chat: title, name, phone with dashes, house, moo, soi, then the area run together. */
const CHAT = 'คุณปราณี ทดลองวาง 089-555-1234\n45/6 ม.7 ซ.วัดเกต ต.ช้างเผือกอ.เมืองจ.เชียงใหม่ 50300';

for (const width of [1280, 390]) {
  test(`a recipient pasted from a chat is read into the form and saved (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.seller, DEMO_PASSWORD, TEXTS.th);
    await page.goto('/stores/address/ship/new');
    const surname = width === 390 ? 'วางจอแคบ' : 'วางจอกว้าง';
    await page.getByTestId('paste-address-text').fill(CHAT.replace('ทดลองวาง', surname));
    await page.getByTestId('paste-address-read').click();

    await expect(page.getByTestId('paste-address-result')).toContainText('กรอกให้แล้ว กรุณาตรวจก่อนบันทึก');
    await expect(page.getByTestId('field-name')).toHaveValue('ปราณี');
    await expect(page.getByTestId('field-surname')).toHaveValue(surname);
    await expect(page.getByTestId('field-phone')).toHaveValue('0895551234');
    await expect(page.getByTestId('field-homeAddress')).toHaveValue('45/6');
    await expect(page.getByTestId('field-swine')).toHaveValue('7');
    await expect(page.getByTestId('field-alley')).toHaveValue('วัดเกต');
    await expect(page.getByTestId('province-select')).toHaveValue('เชียงใหม่');
    await expect(page.getByTestId('border-select')).toHaveValue('เมืองเชียงใหม่');
    await expect(page.getByTestId('district-select')).toHaveValue('ช้างเผือก');
    await expect(page.getByTestId('postcode-input')).toHaveValue('50300');
    await closeToasts(page);
    await saveNamedScreenshot(page, `paste-address-${width}`, { fullPage: true });

    await page.getByTestId('save-recipient').click();
    await expect(page).toHaveURL(/\/stores\/address\/ship$/);
    await page.getByTestId('search-input').fill(surname);
    await expect(
      page
        .getByTestId('recipient-row')
        .filter({ hasText: `ปราณี ${surname}` })
        .first(),
    ).toBeVisible();
  });
}

test('a pasted text whose area cannot be confirmed fills what it can and names the fields to check', async ({ page }) => {
  await signIn(page, DEMO.seller, DEMO_PASSWORD, TEXTS.th);
  await page.goto('/stores/address/ship/new');
  await page.getByTestId('paste-address-text').fill('มานะ ใจดี 12 หมู่ 3 ฝากไว้หน้าบ้าน');
  await page.getByTestId('paste-address-read').click();
  await expect(page.getByTestId('paste-address-unsure')).toContainText('ตำบล/แขวง');
  await expect(page.getByTestId('paste-address-unsure')).toContainText('รหัสไปรษณีย์');
  await expect(page.getByTestId('field-name')).toHaveValue('มานะ');
  await expect(page.getByTestId('field-homeAddress')).toHaveValue('12');
  await expect(page.getByTestId('postcode-input')).toHaveValue('');
});
