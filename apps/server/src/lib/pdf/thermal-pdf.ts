import { drawRuns } from './draw-runs';
import { barcodeBlock, type LabelCaptions, type LabelData, LINE } from './label-layout';
import { drawQrCode } from './qr-code';
import type { TextMeasure } from './text-measure';
import { type ThermalPart, thermalLabelParts } from './thermal-layout';

/** Draws one laid-out part on the page. */
function drawPart(doc: PDFKit.PDFDocument, m: TextMeasure, part: ThermalPart) {
  switch (part.kind) {
    case 'text': {
      const { box, size, bold, align } = part;
      part.lines.forEach((line, i) => {
        const width = align === 'left' ? 0 : m.width(line, size, bold);
        const x = align === 'right' ? box.x + box.w - width : align === 'center' ? box.x + (box.w - width) / 2 : box.x;
        drawRuns(doc, m, line, x, box.y + i * size * LINE, size, bold);
      });
      return;
    }
    case 'rule':
      doc
        .moveTo(part.x, part.y)
        .lineTo(part.x + part.w, part.y)
        .lineWidth(part.weight)
        .strokeColor('black')
        .stroke();
      return;
    case 'frame':
      doc.rect(part.box.x, part.box.y, part.box.w, part.box.h).lineWidth(part.weight).strokeColor('black').stroke();
      return;
    case 'barcode':
      barcodeBlock(doc, m, part.code, part.box);
      return;
    case 'qr':
      drawQrCode(doc, part.url, part.x, part.y, part.side);
      return;
  }
}

/** The 100 x 150 mm thermal label on its page (the same parts as its ZPL). */
export function drawThermalLabel(
  doc: PDFKit.PDFDocument,
  m: TextMeasure,
  label: LabelData,
  captions: LabelCaptions,
  remark: boolean,
): void {
  doc.fillColor('black');
  for (const part of thermalLabelParts(m, label, captions, remark)) drawPart(doc, m, part);
}
