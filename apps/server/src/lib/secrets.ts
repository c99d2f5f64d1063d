import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random, URL-safe secret (tokens and mailed codes). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as SHA-256 digests: enough for high-entropy random values. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

// argon2id with the library defaults (m=19 MiB, t=2, p=1): the OWASP baseline.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
export const DUMMY_PASSWORD_HASH = await hashPassword('songdee-dummy-password');
