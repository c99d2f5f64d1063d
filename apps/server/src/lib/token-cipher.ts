import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * AES-256-GCM for secrets we must give back to their owner's provider (a store's LINE channel access token): a
 * database leak alone does not let anyone post as the store. The key is the SHA-256 of the configured text, so any
 * long random text will do; a fresh 12-byte IV per value, and GCM's tag refuses a value altered in the database.
 */
export function createTokenCipher(keyText: string) {
  const key = createHash('sha256').update(keyText).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('sealed value malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export type TokenCipher = ReturnType<typeof createTokenCipher>;

/**
 * A signed token naming a user, for a link that must work without signing in (the parcel e-mails' stop link): the
 * user id and an HMAC-SHA-256 of it, so nobody can make one for another user.
 */
export function createUserLinkSigner(secret: string, purpose: string) {
  const mac = (userId: string) => createHmac('sha256', secret).update(`${purpose}:${userId}`).digest('base64url');
  return {
    sign: (userId: string) => `${userId}.${mac(userId)}`,
    /** The user id the token names, or undefined when its signature does not match. */
    verify(token: string): string | undefined {
      const [userId, signature] = token.split('.');
      if (!userId || !signature) return undefined;
      const expected = Buffer.from(mac(userId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
    },
  };
}
