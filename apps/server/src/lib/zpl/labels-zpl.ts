import PDFDocument from 'pdfkit';
import { registerFonts } from '../pdf/fonts';
import { type LabelCaptions, type LabelData, LINE, labelPageSizeMm, MM } from '../pdf/label-layout';
import { qrSideModules } from '../pdf/qr-code';
import { TextMeasure } from '../pdf/text-measure';
import { type ThermalPart, thermalLabelParts } from '../pdf/thermal-layout';
import { type Bitmap, graphicField } from './graphic-field';
import { rasteriseText, type TextLines } from './text-raster';

/**
 * 203 dpi: the print density of 4 x 6 in Zebra desktop printers (ZD420/ZD421, GK420d, ZD220), 8 dots per millimetre,
 * so the 100 x 150 mm label is ^PW800 ^LL1200 dots. A 300 dpi printer would print it at two thirds of its size.
 */
const ZPL_DOTS_PER_MM = 8;
const DOTS_PER_POINT = ZPL_DOTS_PER_MM / MM;
const dots = (points: number) => Math.round(points * DOTS_PER_POINT);

/** Code 128 module in dots (^BY): 0.375 mm, the S10 code's 178 modules fit the label with their quiet zones. */
const BARCODE_MODULE_DOTS = 3;
const QUIET_ZONE_MODULES = 10;
/** Labels rasterised at once. */
const RASTER_BATCH = 4;

/**
 * Field data written through ^FH (hexadecimal indicator `_`): a character outside printable ASCII, or one ZPL reads as
 * a command prefix (^ ~) or the indicator itself, goes as `_` and its UTF-8 bytes in hex (^CI28 reads them as UTF-8).
 */
function fieldData(text: string): string {
  let out = '';
  for (const c of text) {
    if (c >= ' ' && c <= '}' && c !== '^' && c !== '_') out += c;
    else for (const byte of Buffer.from(c, 'utf8')) out += `_${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `^FH_^FD${out}^FS`;
}

/** The printed dots of `bitmap` inside the rectangle, trimmed to the dark ones; null when none is. */
function crop(bitmap: Bitmap, x0: number, y0: number, x1: number, y1: number) {
  const { width, dots } = bitmap;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let y = Math.max(0, y0); y < Math.min(bitmap.height, y1); y++)
    for (let x = Math.max(0, x0); x < Math.min(width, x1); x++)
      if (dots[y * width + x]) {
        if (y < top) top = y;
        bottom = y;
        if (x < left) left = x;
        if (x > right) right = x;
      }
  if (bottom < 0) return null;
  const field: Bitmap = {
    width: right - left + 1,
    height: bottom - top + 1,
    dots: new Uint8Array((right - left + 1) * (bottom - top + 1)),
  };
  for (let y = top; y <= bottom; y++) field.dots.set(dots.subarray(y * width + left, y * width + right + 1), (y - top) * field.width);
  return { x: left, y: top, field };
}

/** A text part's field: its lines' area, widened by what Thai marks and descenders reach outside the line boxes. */
function textField(bitmap: Bitmap, part: TextLines): string {
  const reach = part.size * 0.4;
  const { box } = part;
  const found = crop(
    bitmap,
    dots(box.x - reach),
    dots(box.y - reach),
    dots(box.x + box.w + reach),
    dots(box.y + part.lines.length * part.size * LINE + reach),
  );
  return found ? `^FO${found.x},${found.y}${graphicField(found.field)}^FS\n` : '';
}

/** The commands of one non-text part: a rule or a frame as a ^GB box, the barcode as ^BC, the QR code as ^BQ. */
function nativeField(part: Exclude<ThermalPart, { kind: 'text' }>): string {
  switch (part.kind) {
    case 'rule': {
      const weight = Math.max(1, dots(part.weight));
      return `^FO${dots(part.x)},${dots(part.y - part.weight / 2)}^GB${dots(part.w)},${weight},${weight}^FS\n`;
    }
    case 'frame': {
      // ^GB width, height, border thickness: an outlined box.
      const { box } = part;
      return `^FO${dots(box.x)},${dots(box.y)}^GB${dots(box.w)},${dots(box.h)},${Math.max(1, dots(part.weight))}^FS\n`;
    }
    case 'barcode': {
      // Subset B from the start (>:), so the width is known: start, one symbol a character, check and stop.
      const modules = 11 * (part.code.length + 2) + 13;
      const width = modules * BARCODE_MODULE_DOTS;
      const textSize = Math.max(6, Math.min(11, part.box.h * 0.16, part.box.w / 14));
      const barHeight = dots(part.box.h - textSize * LINE);
      const x = dots(part.box.x) + Math.max(QUIET_ZONE_MODULES * BARCODE_MODULE_DOTS, Math.round((dots(part.box.w) - width) / 2));
      // ^BC orientation N, bar height, interpretation line printed below (Y, N), no UCC check digit, mode N.
      return `^FO${x},${dots(part.box.y)}^BY${BARCODE_MODULE_DOTS}^BCN,${barHeight},Y,N,N,N${fieldData(`>:${part.code}`)}\n`;
    }
    case 'qr': {
      // ^BQ model 2, magnification = dots per module, the square's quiet zone kept as the PDF keeps it (4 modules).
      const sideModules = qrSideModules(part.url);
      const magnification = Math.max(1, Math.min(10, Math.floor(dots(part.side) / sideModules)));
      const quiet = 4 * magnification;
      const offset = Math.round((dots(part.side) - sideModules * magnification) / 2);
      // ^FD of a QR code: error correction M (as the PDF's), A for automatic data input, then the data.
      return `^FO${dots(part.x) + offset + quiet},${dots(part.y) + offset + quiet}^BQN,2,${magnification}${fieldData(`MA,${part.url}`)}\n`;
    }
  }
}

/**
 * Thermal labels as ZPL II, one label per ^XA ... ^XZ format, concatenated for a batch: UTF-8 field data (^CI28), the
 * page as ^PW and ^LL in dots, text as ^GFA graphic fields drawn from the PDF's fonts and layout (most Zebra printers
 * have no Thai font), rules as ^GB, the barcode as a native Code 128 field (^BC) and the tracking page as a native QR
 * code (^BQ), so the printer draws the codes at its own dot grid.
 */
export async function renderLabelsZpl(
  labels: readonly LabelData[],
  option: { widthMm: number; heightMm: number; orientation: 'portrait' | 'landscape'; remarkAllowed: boolean },
  captions: LabelCaptions,
): Promise<string> {
  const pageMm = labelPageSizeMm(option);
  const page = { width: pageMm.width * MM, height: pageMm.height * MM };
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFonts(doc);
  const measure = new TextMeasure(doc);
  const format = async (label: LabelData) => {
    const parts = thermalLabelParts(measure, label, captions, option.remarkAllowed);
    const texts = parts.filter((p): p is Extract<ThermalPart, { kind: 'text' }> => p.kind === 'text');
    // The SVG is written now; sharp draws it on its own threads while the next labels are laid out.
    const bitmap = await rasteriseText(doc, measure, texts, page, DOTS_PER_POINT);
    let out = `^XA\n^CI28\n^PW${pageMm.width * ZPL_DOTS_PER_MM}\n^LL${pageMm.height * ZPL_DOTS_PER_MM}\n^LH0,0\n`;
    for (const part of parts) out += part.kind === 'text' ? textField(bitmap, part) : nativeField(part);
    return `${out}^XZ\n`;
  };
  // A few labels at a time: sharp's threads draw them side by side, and only a few pictures are held at once.
  const formats: string[] = [];
  for (let i = 0; i < labels.length; i += RASTER_BATCH) formats.push(...(await Promise.all(labels.slice(i, i + RASTER_BATCH).map(format))));
  return formats.join('');
}
