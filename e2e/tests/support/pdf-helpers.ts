import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';

const pdfDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts', 'pdf');

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A4 portrait in PDF points. */
export const A4: [number, number] = [595, 842];

/**
 * Fetches a PDF with the page's own session (as the print button's new window does), saves it under
 * e2e/artifacts/pdf/<name>.pdf and checks its page size with pdfinfo; answers the page count.
 */
export async function fetchPdf(page: Page, url: string, name: string, size: [number, number]): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  mkdirSync(pdfDir, { recursive: true });
  writeFileSync(join(pdfDir, `${name}.pdf`), await response.body());
  const info = run('pdfinfo', [join(pdfDir, `${name}.pdf`)]);
  const found = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  expect(Math.abs(Number(found?.[1]) - size[0])).toBeLessThanOrEqual(1);
  expect(Math.abs(Number(found?.[2]) - size[1])).toBeLessThanOrEqual(1);
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

/** The barcodes zbarimg reads on a page of a saved PDF, rendered at 200 dpi (printer-sized bars merge lower). */
export function scanPdfPage(name: string, pageNumber: number): string[] {
  const prefix = join(pdfDir, `${name}-scan`);
  run('pdftoppm', ['-png', '-r', '200', '-f', String(pageNumber), '-l', String(pageNumber), join(pdfDir, `${name}.pdf`), prefix]);
  const pngs = readdirSync(pdfDir).filter((f) => f.startsWith(`${name}-scan-`) && f.endsWith('.png'));
  try {
    return run('zbarimg', ['-q', '--raw', ...pngs.map((f) => join(pdfDir, f))])
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // Exit 4: no barcode found (the assertion says so); anything else (zbarimg missing, a bad PNG) fails here.
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}

/**
 * The QR codes zbarimg reads on a page of a saved PDF rendered at 300 dpi (labels carry their tracking page's), QR
 * only: the label's Code 128 barcode is not among them.
 */
export function qrCodesOnPdfPage(name: string, pageNumber: number): string[] {
  const prefix = join(pdfDir, `${name}-qr`);
  run('pdftoppm', ['-png', '-r', '300', '-f', String(pageNumber), '-l', String(pageNumber), join(pdfDir, `${name}.pdf`), prefix]);
  const pngs = readdirSync(pdfDir).filter((f) => f.startsWith(`${name}-qr-`) && f.endsWith('.png'));
  try {
    return run('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', ...pngs.map((f) => join(pdfDir, f))])
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // Exit 4: no code found (the assertion says so); anything else (zbarimg missing, a bad PNG) fails here.
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}

/** Saves a PDF fetched with the given headers (a seller's bearer token) as e2e/artifacts/pdf/<name>.pdf. */
export async function savePdf(request: APIRequestContext, url: string, headers: Record<string, string>, name: string): Promise<void> {
  const response = await request.get(url, { headers });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  mkdirSync(pdfDir, { recursive: true });
  writeFileSync(join(pdfDir, `${name}.pdf`), await response.body());
}

/** Prints from the label dialog to a PDF window (by barcode): the PDF's response, checked 200, its window closed. */
export async function printLabelsPdf(page: Page, dialog: Locator): Promise<Response> {
  const pdf = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname.endsWith('/printmailings'));
  const popup = page.waitForEvent('popup');
  await dialog.getByTestId('label-print').click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  await (await popup).close();
  return response;
}
