import { describe, expect, it } from 'vitest';
import { type Bitmap, graphicField } from './graphic-field';

/** A bitmap from rows of `#` (printed) and `.` (paper). */
const bitmap = (rows: string[]): Bitmap => ({
  width: rows[0]?.length ?? 0,
  height: rows.length,
  dots: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)),
});

describe('graphicField (^GFA with the alternative data compression scheme of the ZPL II Programming Guide)', () => {
  it('gives total bytes, field bytes and bytes per row, a set bit per printed dot, rows padded to a byte', () => {
    // 10 dots across: 2 bytes a row. Row 1: 1100 0000 01 -> C0 40; row 2: all paper (a comma: zeros to the end).
    expect(graphicField(bitmap(['##.......#', '..........']))).toBe('^GFA,4,4,2,C04,,');
  });

  it('writes runs as repeat counts (G-Y 1-19, g-z 20-400), a repeated row as a colon, trailing zeros as a comma', () => {
    // 96 dots printed then 8 of paper: 24 F's then two zeros -> count 24 = g (20) + J (4), then a comma.
    const full = `${'#'.repeat(96)}........`;
    expect(graphicField(bitmap([full, full]))).toBe('^GFA,26,26,13,gJF,:');
    // 3,360 dots printed = 840 F's: 419 + 419 + 2 (each run at most z (400) + Y (19)).
    expect(graphicField(bitmap(['#'.repeat(3360)]))).toBe(`^GFA,420,420,420,zYFzYFFF`);
  });
});
