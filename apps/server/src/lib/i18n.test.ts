import { describe, expect, it } from 'vitest';
import { languageFrom, translate } from './i18n';

describe('languageFrom', () => {
  it('defaults to Thai', () => {
    expect(languageFrom(undefined)).toBe('th');
    expect(languageFrom('')).toBe('th');
    expect(languageFrom('fr-FR,de;q=0.8')).toBe('th');
  });

  it('follows the highest-ranked supported language', () => {
    expect(languageFrom('en-US,en;q=0.9,th;q=0.8')).toBe('en');
    expect(languageFrom('en;q=0.4,th-TH;q=0.9')).toBe('th');
    expect(languageFrom('fr,en;q=0.5')).toBe('en');
  });
});

describe('translate', () => {
  it('reads namespace.key in both languages with parameters', () => {
    expect(translate('th', 'validation.passwordMismatch')).toBe('กรุณาระบุรหัสผ่านให้ตรงกัน');
    expect(translate('en', 'errors.TOO_MANY_ATTEMPTS', { minutes: 15 })).toBe(
      'Too many failed sign-ins. Please wait 15 minutes and try again',
    );
  });

  it('returns the key itself when there is no such text, rather than inventing one', () => {
    expect(translate('th', 'validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});
