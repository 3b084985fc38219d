// Password hashing (argon2id at OWASP ASVS parameters) and the refusal of passwords easy to guess.
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

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
const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()));

/**
 * zxcvbn's estimate (dictionaries, keyboard patterns, sequences, dates, l33t), built on first use:
 * its dictionaries take a moment to load.
 */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string, context: string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return estimator.check(password, context);
};

/** zxcvbn's score 3: at least 10^8 guesses, "safely unguessable" to an online attacker. */
const MIN_SCORE = 3;

/** Why a password is too easy to guess, or null when it is fine. */
export function weakPasswordReason(password: string, username: string, displayName = ''): string | null {
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
  // A word with a few digits, a season and a year, a run like abcdefgh, the app's own name...
  if (strength(password, ['rise', username, displayName].filter(Boolean)).score < MIN_SCORE) {
    return 'This password would be easy to guess. Try three or four words that have nothing to do with each other.';
  }
  return null;
}
