import { expect, type Page } from '@playwright/test';

/** A day's label in the Thai date picker's calendar (dayjs "D MMMM YYYY" in Thai, Christian era). */
export const pickerLabel = (day: string) =>
  new Intl.DateTimeFormat('th-TH-u-ca-gregory-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A day as the Thai date box shows it: dd/MM/yyyy with the Buddhist-era year (พ.ศ., the Thai reader's default era). */
const shown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${Number(year) + 543}`;
};

/** Picks `day` (yyyy-MM-dd) in the date box `field` through its calendar. */
export async function pickDay(page: Page, field: string, day: string) {
  await page.getByTestId(field).click();
  const dayButton = page.getByRole('button', { name: pickerLabel(day), exact: true });
  await dayButton.click();
  await expect(page.getByTestId(field)).toHaveText(shown(day));
  // The calendar has closed before the next one opens (each picker has its own).
  await expect(dayButton).toHaveCount(0);
}
