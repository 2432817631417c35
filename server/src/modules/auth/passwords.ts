// Password hashing: argon2id at the OWASP parameters (m=19456 KiB, t=2, p=1), about 50 ms here.
// The encoded hash carries its own parameters, so they can be raised later without breaking old
// hashes. argon2 0.45.x segfaults on load on our machines; 0.44.0 is pinned in the catalog.
// An unknown login is checked against a dummy hash so it costs the same time as a wrong password.
import crypto from 'node:crypto';
import argon2 from 'argon2';

export interface PasswordHashParams {
  memoryCost: number; // KiB
  timeCost: number;
  parallelism: number;
}

export const OWASP_ARGON2ID: PasswordHashParams = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};
/** Cheap parameters for tests only: hundreds of logins stay fast. */
export const TEST_PASSWORD_PARAMS: PasswordHashParams = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
};

let current: PasswordHashParams = OWASP_ARGON2ID;

/** Tests only. Hashes keep their own parameters, so verification is unaffected. */
export function setPasswordHashParamsForTests(
  params: PasswordHashParams = TEST_PASSWORD_PARAMS,
): void {
  current = params;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password.normalize('NFKC'), { type: argon2.argon2id, ...current });
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  // A malformed stored hash is a failed check, never a crash.
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await argon2.verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends one verification on a throwaway hash: the timing of an unknown login. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}
