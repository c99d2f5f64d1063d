import { type ImportRow, importRowSchema } from '@songdee/shared/address-book/address-book.schema';
import type { ApiIssue } from '@songdee/shared/errors/error-codes';
import type { CheckedImportRow } from '../api/use-address-import';

const IMPORT_FIELDS = ['name', 'telephone', 'address', 'postcode', 'remark'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
type FieldMessages = Partial<Record<ImportField, string>>;

/** A row of the import dialog: what the user edits, and what is wrong with it. */
export interface EditableImportRow {
  values: Required<ImportRow>;
  /** From the shared schema, re-checked on every edit (i18n keys). */
  clientErrors: FieldMessages;
  /** From the server (already translated); a field's message goes once the user edits that field. */
  serverErrors: FieldMessages;
}

const isImportField = (field: string): field is ImportField => (IMPORT_FIELDS as readonly string[]).includes(field);

/** The first problem per field, as the shared schema states it. */
function checkImportRow(values: Required<ImportRow>): FieldMessages {
  const parsed = importRowSchema.safeParse(values);
  if (parsed.success) return {};
  const messages: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isImportField(field) && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

export function toEditableRows(rows: CheckedImportRow[]): EditableImportRow[] {
  return rows.map(({ errors, ...values }) => {
    const serverErrors: FieldMessages = {};
    for (const error of errors) if (isImportField(error.field) && !serverErrors[error.field]) serverErrors[error.field] = error.message;
    return { values, clientErrors: checkImportRow(values), serverErrors };
  });
}

/** Client messages win: they are current; the server's stay for what only it can check (an unknown postcode). */
export const rowErrors = (row: EditableImportRow): FieldMessages => ({ ...row.serverErrors, ...row.clientErrors });

export const hasErrors = (row: EditableImportRow): boolean => Object.keys(rowErrors(row)).length > 0;

export function editRow(row: EditableImportRow, field: ImportField, text: string): EditableImportRow {
  const values = { ...row.values, [field]: text };
  const { [field]: _edited, ...serverErrors } = row.serverErrors;
  return { values, clientErrors: checkImportRow(values), serverErrors };
}

/**
 * The save call is all-or-nothing and names problems `rows.<index>.<field>`: they go back onto their rows.
 * Returns false when no issue named a row (the caller shows the message instead).
 */
export function applyRowIssues(rows: EditableImportRow[], issues: ApiIssue[]): { rows: EditableImportRow[]; applied: boolean } {
  let applied = false;
  const next = [...rows];
  for (const issue of issues) {
    const match = issue.path.match(/^rows\.(\d+)\.(\w+)$/);
    const index = Number(match?.[1]);
    const field = match?.[2] ?? '';
    const row = next[index];
    if (!match || !row || !isImportField(field)) continue;
    next[index] = { ...row, serverErrors: { ...row.serverErrors, [field]: issue.message } };
    applied = true;
  }
  return { rows: next, applied };
}
