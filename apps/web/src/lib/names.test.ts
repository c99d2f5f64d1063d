import { describe, expect, it } from 'vitest';
import { initialOf } from './names';

describe('initialOf', () => {
  it('keeps tone marks with their consonant', () => {
    expect(initialOf('ผู้ดูแล')).toBe('ผู้');
  });

  it('skips a Thai vowel written before its consonant', () => {
    expect(initialOf('ไปรษณีย์')).toBe('ป');
    expect(initialOf('เอกชัย')).toBe('อ');
  });

  it('upper-cases Latin names and tolerates blanks', () => {
    expect(initialOf(' anna')).toBe('A');
    expect(initialOf('')).toBe('');
  });
});
