// Random secrets and their hashes. Tokens and link tokens are stored only as sha256 (they carry
// 256 random bits, so a fast hash is enough); comparisons of hashes are constant-time.
import crypto from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Public id of a code flow or registration draft: 16 random bytes, hex. */
export function newSalt(): string {
  return crypto.randomBytes(16).toString('hex');
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && crypto.timingSafeEqual(left, right);
}

/** n random decimal digits (uniform, from the CSPRNG). */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(crypto.randomInt(0, 10));
  return out;
}

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A generated password for the easy restore: 10 characters, no look-alike letters. */
export function generatePassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++)
    out += PASSWORD_ALPHABET[crypto.randomInt(0, PASSWORD_ALPHABET.length)];
  return out;
}

/** Token format check before any lookup: what newToken() makes, or anything that cannot be one. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{32,128}$/.test(value);
}

export function looksLikeSalt(value: string): boolean {
  return /^[0-9a-f]{32}$/.test(value);
}
