import bwipjs from 'bwip-js/node';

interface Code128Bars {
  /** Bar and space widths in modules, alternating, starting with a bar. */
  widths: number[];
  modules: number;
}

/** Quiet zone each side, in modules (ISO/IEC 15417 asks for at least 10). */
export const QUIET_ZONE_MODULES = 10;

/**
 * Code 128 bar widths from bwip-js. We take the encoder's width sequence and draw rectangles ourselves
 * at exact module positions: going through bwip-js's drawing callbacks would centre each line on
 * its x and leave odd-width bars half a module off.
 */
export function code128Bars(text: string): Code128Bars {
  const [symbol] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  if (!symbol?.sbs) throw new Error('code128 encoding failed');
  return { widths: symbol.sbs, modules: symbol.sbs.reduce((a, b) => a + b, 0) };
}

/** Draws the bars (quiet zones included in the width) as filled vector rectangles. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, height: number): void {
  const { widths, modules } = code128Bars(text);
  const module = width / (modules + 2 * QUIET_ZONE_MODULES);
  let cx = x + QUIET_ZONE_MODULES * module;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(cx, y, w * module, height);
    cx += w * module;
  });
  doc.fillColor('black').fill();
}

/** A PNG of the barcode with its text below (GET /api/barcode). */
export function code128Png(text: string, heightPx: number): Promise<Buffer> {
  // bwip-js heights are millimetres at 72 dpi scaled by `scale`; 2 px per module reads well on screen.
  const scale = 2;
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale,
    height: Math.max(1, (heightPx / scale) * (25.4 / 72)),
    includetext: true,
    textxalign: 'center',
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}
