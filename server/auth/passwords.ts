// Password hashing (argon2id at OWASP ASVS parameters) and the refusal of common passwords.
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a dummy one,
 * so an unknown username and a wrong password take equally long.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-at-all');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// The 10,000 most used passwords of the zxcvbn frequency list (shipped in the npm package, no download).
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

/** Why a password is too easy to guess, or null when it is fine. */
export function weakPasswordReason(password: string, username: string): string | null {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) {
    return 'This is one of the most common passwords, so it is easy to guess. Please choose another.';
  }
  if (lower.includes(username.toLowerCase())) {
    return 'Your password should not contain your username.';
  }
  if (/^(.)\1+$/.test(password)) {
    return 'A password of one repeated character is easy to guess. Please choose another.';
  }
  return null;
}
