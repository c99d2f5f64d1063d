import { z } from 'zod';
import { coerceInt32 } from '../common/int.schema';
import { LABEL_OPTION_IDS, LABEL_OPTIONS } from '../reference/label-options';

const optionOf = (optionId: number) => LABEL_OPTIONS.find((o) => o.id === optionId);

/** The labels one page of an option holds: a grid on an A4 sheet, one otherwise. */
const cellsPerPage = (optionId: number) => {
  const option = optionOf(optionId);
  return option ? option.columns * option.rows : 1;
};

/** What a label print answers: a PDF, or ZPL II for a Zebra-compatible thermal printer (thermal options only). */
const LABEL_FORMATS = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
const MOST_CELLS = Math.max(...LABEL_OPTIONS.map((o) => o.columns * o.rows));

const labelOption = coerceInt32({ error: 'mailing.labelOptionInvalid' }).refine((id) => LABEL_OPTION_IDS.includes(id), {
  error: 'mailing.labelOptionInvalid',
});

/**
 * A label print's query: what it prints (`shape`), the label option, and on an A4 sheet the cell its first label goes
 * in (`startCell`, 0 is the top left, counted across then down), so a half-used sheet is printed on its free cells.
 * `format=zpl` asks for ZPL II instead of a PDF, only on an option a thermal printer takes (`zpl` on the option).
 */
export const labelPrintQuery = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({
      ...shape,
      LabelOption: labelOption,
      startCell: coerceInt32({ error: 'mailing.startCellInvalid' })
        .min(0, { error: 'mailing.startCellInvalid' })
        .max(MOST_CELLS - 1, { error: 'mailing.startCellInvalid' })
        .optional()
        .default(0),
      format: z.enum(LABEL_FORMATS, { error: 'mailing.labelFormatInvalid' }).optional().default('pdf'),
    })
    .refine((query) => fitsSheet(query as Required<LabelChoice>), { path: ['startCell'], error: 'mailing.startCellInvalid' })
    .refine((query) => printsAs(query as Required<LabelChoice>), {
      path: ['format'],
      error: 'mailing.labelFormatInvalid',
    });

const fitsSheet = (choice: Required<LabelChoice>) => choice.startCell < cellsPerPage(choice.LabelOption);
const printsAs = (choice: Required<LabelChoice>) => choice.format !== 'zpl' || optionOf(choice.LabelOption)?.zpl === true;

/** The label option and start cell a print dialog sends (no start cell: the top left). */
export interface LabelChoice {
  LabelOption: number;
  startCell?: number;
  format?: LabelFormat;
}
