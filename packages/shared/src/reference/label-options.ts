/**
 * Label options are exact physical page sizes (spec 1 section 9), so a label prints at its true size.
 * Ids 1-6 and 10 are the spec's; the three A4 sheet layouts take the unused ids 7-9
 * (the spec shows no ids for them).
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
}

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
});

export const LABEL_OPTIONS: readonly LabelOption[] = [
  {
    id: 1,
    kind: 'label',
    widthMm: 94,
    heightMm: 148,
    orientation: 'portrait',
    remarkAllowed: true,
    boxSizes: ['M', 'L'],
    columns: 1,
    rows: 1,
  },
  {
    id: 2,
    kind: 'label',
    widthMm: 117,
    heightMm: 71,
    orientation: 'landscape',
    remarkAllowed: false,
    boxSizes: ['S', 'M'],
    columns: 1,
    rows: 1,
  },
  { id: 3, kind: 'label', widthMm: 45, heightMm: 80, orientation: 'landscape', remarkAllowed: false, boxSizes: [], columns: 1, rows: 1 },
  {
    id: 4,
    kind: 'label',
    widthMm: 108,
    heightMm: 59,
    orientation: 'landscape',
    remarkAllowed: false,
    boxSizes: ['SS'],
    columns: 1,
    rows: 1,
  },
  { id: 5, kind: 'label', widthMm: 46, heightMm: 82, orientation: 'portrait', remarkAllowed: false, boxSizes: [], columns: 1, rows: 1 },
  {
    id: 6,
    kind: 'label',
    widthMm: 191,
    heightMm: 113,
    orientation: 'landscape',
    remarkAllowed: true,
    boxSizes: ['L'],
    columns: 1,
    rows: 1,
  },
  a4Sheet(7, 'landscape', 2, 1),
  a4Sheet(8, 'portrait', 2, 4),
  a4Sheet(9, 'landscape', 2, 6),
  { id: 10, kind: 'sticker', widthMm: 58, heightMm: 80, orientation: 'portrait', remarkAllowed: false, boxSizes: [], columns: 1, rows: 1 },
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
