import QRCode from 'qrcode';

/** The light margin each side, in modules, that ISO/IEC 18004 asks for around a QR code. */
const QUIET_ZONE_MODULES = 4;

/** The modules of `text` as a QR code, error correction M (a label gets scuffed; H would make it larger). */
function qrModules(text: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row: number, column: number) => !!modules.get(row, column) };
}

/** Modules across the code's square, quiet zone included: what a side is divided into. */
export function qrSideModules(text: string): number {
  return qrModules(text).size + 2 * QUIET_ZONE_MODULES;
}

/**
 * Draws `text` as a QR code of side `side` (quiet zone included) with its top left at x, y, as vector rectangles,
 * one per run of dark modules in a row, so that no hairline seams open between neighbouring modules.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number): void {
  const { size, dark } = qrModules(text);
  const module = side / (size + 2 * QUIET_ZONE_MODULES);
  const left = x + QUIET_ZONE_MODULES * module;
  const top = y + QUIET_ZONE_MODULES * module;
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!dark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && dark(row, column)) column++;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fillColor('black').fill();
}
