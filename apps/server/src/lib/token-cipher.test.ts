import { describe, expect, it } from 'vitest';
import { createTokenCipher, createUserLinkSigner } from './token-cipher';

describe('createTokenCipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher('a-key-of-more-than-thirty-two-characters');

  it('gives the token back, and never the same sealed text twice (a fresh IV each time)', () => {
    const a = cipher.encrypt('channel-token');
    const b = cipher.encrypt('channel-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('channel-token');
    expect(cipher.decrypt(a)).toBe('channel-token');
  });

  it('refuses a sealed text altered in the database, or sealed with another key', () => {
    const sealed = cipher.encrypt('channel-token');
    const [iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createTokenCipher('another-key-of-more-than-thirty-two-chars').decrypt(sealed)).toThrow();
  });
});

describe('createUserLinkSigner', () => {
  const signer = createUserLinkSigner('a-secret-of-more-than-thirty-two-characters', 'parcel-mail-stop');

  it('reads back the user a token names, and nothing from a token made for another user or purpose', () => {
    const token = signer.sign('user-1');
    expect(signer.verify(token)).toBe('user-1');
    expect(signer.verify(`user-2.${token.split('.')[1]}`)).toBeUndefined();
    expect(createUserLinkSigner('a-secret-of-more-than-thirty-two-characters', 'other').verify(token)).toBeUndefined();
    expect(signer.verify('garbage')).toBeUndefined();
  });
});
