/**
 * Label options are exact physical page sizes (spec 1 section 9), so a label prints at its true size.
 * Ids 1-6 and 10 are the spec's; the three A4 sheet layouts take the unused ids 7-9
 * (the spec shows no ids for them), and the 100 x 150 mm thermal label the next free one, 11 (ids are what a dialog
 * remembers and a print call sends, so an existing id is never reused for another page).
 */
export interface LabelOption {
  id: number;
  kind: 'label' | 'sticker' | 'sheet';
  /** Page width and height in millimetres, in the order the spec gives them (see labelPageMm for the printed page). */
  widthMm: number;
  heightMm: number;
  /**
   * How the page is printed: landscape when wider than tall. The spec calls 2 (11.7 x 7.1), 4 (10.8 x 5.9) and
   * 6 (19.1 x 11.3) portrait although they print wider than tall; we name them by the page (docs/decisions/web-screens.md, "labels").
   */
  orientation: 'portrait' | 'landscape';
  /** The remark line is printed only on the large labels. */
  remarkAllowed: boolean;
  /** Box sizes the label suits (empty: any). */
  boxSizes: readonly string[];
  /** Sheet layouts: labels across and down on the page. */
  columns: number;
  rows: number;
  /** Also printed as ZPL II for a Zebra-compatible thermal printer (only the 100 x 150 mm, 4 x 6 in, label). */
  zpl: boolean;
}

/** The thermal label (100 x 150 mm): the one option that also prints as ZPL. */
export const THERMAL_LABEL_OPTION_ID = 11;

const A4 = { width: 210, height: 297 } as const;

/** An A4 sheet of `columns` x `rows` labels, the page turned as the layout needs. */
const a4Sheet = (id: number, orientation: LabelOption['orientation'], columns: number, rows: number): LabelOption => ({
  id,
  kind: 'sheet',
  widthMm: orientation === 'landscape' ? A4.height : A4.width,
  heightMm: orientation === 'landscape' ? A4.width : A4.height,
  orientation,
  remarkAllowed: false,
  boxSizes: [],
  columns,
  rows,
  zpl: false,
});

/** A single label or sticker: one per page, of `widthMm` x `heightMm` as the spec gives them. */
const single = (
  id: number,
  kind: 'label' | 'sticker',
  [widthMm, heightMm]: [number, number],
  orientation: LabelOption['orientation'],
  extras: { remarkAllowed?: boolean; boxSizes?: readonly string[]; zpl?: boolean } = {},
): LabelOption => ({
  id,
  kind,
  widthMm,
  heightMm,
  orientation,
  remarkAllowed: extras.remarkAllowed ?? false,
  boxSizes: extras.boxSizes ?? [],
  columns: 1,
  rows: 1,
  zpl: extras.zpl ?? false,
});

export const LABEL_OPTIONS: readonly LabelOption[] = [
  single(1, 'label', [94, 148], 'portrait', { remarkAllowed: true, boxSizes: ['M', 'L'] }),
  single(2, 'label', [117, 71], 'landscape', { boxSizes: ['S', 'M'] }),
  single(3, 'label', [45, 80], 'landscape'),
  single(4, 'label', [108, 59], 'landscape', { boxSizes: ['SS'] }),
  single(5, 'label', [46, 82], 'portrait'),
  single(6, 'label', [191, 113], 'landscape', { remarkAllowed: true, boxSizes: ['L'] }),
  a4Sheet(7, 'landscape', 2, 1),
  a4Sheet(8, 'portrait', 2, 4),
  a4Sheet(9, 'landscape', 2, 6),
  single(10, 'sticker', [58, 80], 'portrait'),
  // The 4 x 6 in roll of desktop thermal printers, as 100 x 150 mm (the size sold for it here).
  single(THERMAL_LABEL_OPTION_ID, 'label', [100, 150], 'portrait', { remarkAllowed: true, zpl: true }),
];
export const LABEL_OPTION_IDS = LABEL_OPTIONS.map((o) => o.id);

/**
 * The printed page of a label option in millimetres (the PDF and the dialog's preview). Options are exact physical
 * sizes (spec 1 section 9); the landscape one given short side first (3: 45 x 80) is turned wider than tall. Sheet
 * layouts already give A4 in their orientation.
 */
export function labelPageMm(option: Pick<LabelOption, 'orientation' | 'widthMm' | 'heightMm'>): { width: number; height: number } {
  const { widthMm, heightMm } = option;
  if (option.orientation === 'landscape' && widthMm < heightMm) return { width: heightMm, height: widthMm };
  return { width: widthMm, height: heightMm };
}
