import { describe, expect, it } from 'vitest';
import { applyRowIssues, editRow, hasErrors, rowErrors, toEditableRows } from './import-rows';

const good = { name: 'สมชาย ใจดี', telephone: '0812345678', address: '1 ถนนพระราม 4', postcode: '10110', remark: '', errors: [] };

describe('import dialog rows', () => {
  it('checks every row with the shared schema as it arrives', () => {
    const [ok, bad] = toEditableRows([good, { ...good, address: '', errors: [] }]);
    expect(hasErrors(ok!)).toBe(false);
    expect(rowErrors(bad!)).toEqual({ address: 'addressBook.importAddressRequired' });
  });

  it('keeps a server-only problem until that field is edited', () => {
    const [row] = toEditableRows([{ ...good, postcode: '99999', errors: [{ field: 'postcode', code: 'x', message: 'รหัสไปรษณีย์ไม่ถูกต้อง' }] }]);
    expect(rowErrors(editRow(row!, 'name', 'สมศรี ใจดี'))).toEqual({ postcode: 'รหัสไปรษณีย์ไม่ถูกต้อง' });
    expect(hasErrors(editRow(row!, 'postcode', '10110'))).toBe(false);
  });

  it('re-validates on edit, including the name split into two parts of at most 50', () => {
    const [row] = toEditableRows([good]);
    expect(rowErrors(editRow(row!, 'name', `${'ก'.repeat(51)} ใจดี`))).toEqual({ name: 'addressBook.nameTooLong' });
    expect(rowErrors(editRow(row!, 'postcode', '12345678901'))).toEqual({ postcode: 'addressBook.importPostcodeTooLong' });
  });

  it('puts the save call issues back on their rows', () => {
    const rows = toEditableRows([good, good]);
    const { rows: next, applied } = applyRowIssues(rows, [{ path: 'rows.1.postcode', code: 'x', message: 'bad' }]);
    expect(applied).toBe(true);
    expect(hasErrors(next[0]!)).toBe(false);
    expect(rowErrors(next[1]!)).toEqual({ postcode: 'bad' });
    expect(applyRowIssues(rows, [{ path: 'rows', code: 'x', message: 'm' }]).applied).toBe(false);
  });
});
