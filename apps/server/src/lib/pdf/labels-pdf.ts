import type { LabelOption } from '@songdee/shared/reference/label-options';
import { newPdfDocument } from './fonts';
import { drawLabel, type LabelCaptions, type LabelData, labelPageSizeMm, MM } from './label-layout';
import { TextMeasure } from './text-measure';
import { drawThermalLabel } from './thermal-pdf';

/** Margin around the grid of an A4 sheet layout, and the cut lines between cells. */
const SHEET_MARGIN_MM = 5;

/**
 * A PDF of labels at the exact physical size of the option: one label per page, or a grid of
 * columns x rows per A4 page for the sheet layouts (cells outlined as cut lines). On a sheet, `firstCell` (0 is the
 * top left, counted across then down) is where the first label goes, so a sheet whose first cells were used before
 * is printed on its free cells: the earlier cells of the first page stay blank, with no cut lines. The thermal label
 * (the option that also prints as ZPL) has a layout of its own, shared with its ZPL.
 */
export function renderLabelsPdf(
  labels: readonly LabelData[],
  option: LabelOption,
  captions: LabelCaptions,
  firstCell = 0,
): Promise<Buffer> {
  const page = labelPageSizeMm(option);
  const size: [number, number] = [page.width * MM, page.height * MM];
  const { doc, bytes } = newPdfDocument(size, 'Songdee labels');
  const measure = new TextMeasure(doc);
  const perPage = option.columns * option.rows;
  const margin = option.kind === 'sheet' ? SHEET_MARGIN_MM * MM : 0;
  const cellW = (size[0] - 2 * margin) / option.columns;
  const cellH = (size[1] - 2 * margin) / option.rows;
  const skipped = option.kind === 'sheet' ? firstCell : 0;
  labels.forEach((label, i) => {
    const slot = (i + skipped) % perPage;
    if (slot === 0 || i === 0) doc.addPage({ size, margin: 0 });
    const cell = { x: margin + (slot % option.columns) * cellW, y: margin + Math.floor(slot / option.columns) * cellH, w: cellW, h: cellH };
    if (option.kind === 'sheet') {
      doc.save().rect(cell.x, cell.y, cell.w, cell.h).lineWidth(0.3).dash(3, { space: 3 }).strokeColor('#999999').stroke().restore();
    }
    if (option.zpl) drawThermalLabel(doc, measure, label, captions, option.remarkAllowed);
    else drawLabel(doc, measure, label, captions, cell, option.remarkAllowed);
  });
  if (labels.length === 0) doc.addPage({ size, margin: 0 });
  doc.end();
  return bytes;
}
