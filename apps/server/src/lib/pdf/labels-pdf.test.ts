import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { describe, expect, it } from 'vitest';
import { LABEL_CAPTIONS, labelParty } from '../../../test/label-data';
import { pdfInfo, run } from '../../../test/pdf-tools';
import type { LabelData } from './label-layout';
import { renderLabelsPdf } from './labels-pdf';

const captions = LABEL_CAPTIONS;
const party = labelParty;
const label = (n: number): LabelData => ({
  barcode: `EF1234567${n}0TH`,
  trackingUrl: `https://songdee.example/track/EF1234567${n}0TH`,
  serviceName: 'EMS',
  weightText: 'น้ำหนัก 500 กรัม',
  orderName: null,
  sender: party('ร้านสมชาย'),
  recipient: { ...party(`ผู้รับคนที่${n}`), remark: '' },
});
const sheet2x4 = LABEL_OPTIONS.find((o) => o.kind === 'sheet' && o.columns * o.rows === 8);

/** Where on its page each label's barcode text is printed, as `pdftotext -bbox` reads the PDF. */
async function namePositions(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'labels-start-'));
  const file = join(dir, 'labels.pdf');
  writeFileSync(file, pdf);
  const html = run('pdftotext', ['-bbox', file, '-']);
  const pages = html.split('<page').slice(1);
  return {
    info: pdfInfo(file),
    names: pages.flatMap((page, index) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>(EF\d{9}TH)<\/word>/g)].map((m) => ({
        page: index + 1,
        name: m[3],
        x: Number(m[1]),
        y: Number(m[2]),
      })),
    ),
  };
}

describe('a half-used A4 sheet', () => {
  it('prints the first label in the chosen cell and leaves the earlier cells blank', async () => {
    expect(sheet2x4).toBeDefined();
    const option = sheet2x4 as NonNullable<typeof sheet2x4>;
    const { info, names } = await namePositions(await renderLabelsPdf([1, 2, 3, 4].map(label), option, captions, 5));
    // Cells 5, 6 and 7 of the first page (second column of the third row, then the fourth row), then a new sheet.
    expect(info.pages).toBe(2);
    expect(names.map((n) => `${n.page}:${n.name}`)).toEqual(['1:EF123456710TH', '1:EF123456720TH', '1:EF123456730TH', '2:EF123456740TH']);
    const [first, second, third, fourth] = names;
    const half = info.width / 2;
    const quarter = info.height / 4;
    expect(first?.x).toBeGreaterThan(half);
    expect(Math.floor((first?.y ?? 0) / quarter)).toBe(2);
    expect(second?.x).toBeLessThan(half);
    expect(Math.floor((second?.y ?? 0) / quarter)).toBe(3);
    expect(third?.x).toBeGreaterThan(half);
    // The next sheet starts at its top left (the barcode text sits in the right half of its cell).
    expect(fourth?.x).toBeLessThan(half);
    expect(Math.floor((fourth?.y ?? 0) / quarter)).toBe(0);
  });

  it('starts at the top left by default', async () => {
    const option = sheet2x4 as NonNullable<typeof sheet2x4>;
    const { info, names } = await namePositions(await renderLabelsPdf([label(1)], option, captions));
    expect(Math.floor((names[0]?.y ?? Number.POSITIVE_INFINITY) / (info.height / 4))).toBe(0);
    expect(names[0]?.x).toBeLessThan(info.width / 2);
  });
});
