import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { closeToasts } from './page-helpers';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts', 'screenshots');

/**
 * Takes a screenshot of the element (a QR code as the browser drew it), toasts closed first, saves it as
 * e2e/artifacts/screenshots/<name>.png and answers what zbarimg reads in it: the texts of the codes found.
 */
export async function scanElement(element: Locator, name: string): Promise<string[]> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  // A toast left by an earlier step (the basket's) may lie over the code: the picture is of the code alone.
  await closeToasts(element.page());
  await element.screenshot({ path });
  try {
    return execFileSync('zbarimg', ['-q', '--raw', path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // Exit 4: no code found (the caller's assertion says so); anything else (zbarimg missing, a bad PNG) fails here.
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}
