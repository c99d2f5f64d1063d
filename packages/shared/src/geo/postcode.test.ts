import { describe, expect, it } from 'vitest';
import { isInstitutionPostcode, parentOfficePostcode, servingPostcode } from './postcode';

describe('servingPostcode (the outlet lookup swap, for typed and chosen postcodes alike)', () => {
  const offices = new Set(['40000', '10300']);
  const hasOffice = (code: string) => offices.has(code);

  it('keeps a postcode with an office of its own', () => {
    expect(servingPostcode('40000', hasOffice)).toEqual({ postcode: '40000', replaced: false });
  });

  it('swaps an institution postcode for its parent office, and says so', () => {
    expect(servingPostcode('40002', hasOffice)).toEqual({ postcode: '40000', replaced: true });
    expect(servingPostcode('10303', hasOffice)).toEqual({ postcode: '10300', replaced: true });
  });

  it('has no answer when neither the code nor its parent has an office', () => {
    expect(servingPostcode('99999', hasOffice)).toBeUndefined();
    expect(servingPostcode('50200', hasOffice)).toBeUndefined();
  });

  it('names institution postcodes and their parent office', () => {
    expect([isInstitutionPostcode('40002'), isInstitutionPostcode('40000'), isInstitutionPostcode('4000')]).toEqual([true, false, false]);
    expect(parentOfficePostcode('40002')).toBe('40000');
  });
});
