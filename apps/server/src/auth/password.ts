/**
 * Password hashing: argon2id (PHC string `$argon2id$…`, library defaults) for every new hash. Hashes written
 * before issue 3 are scrypt, stored as `scrypt$N$r$p$salt$hash` (base64); they still verify, and the login
 * rehashes them to argon2id (`needsRehash`).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which `verbatimModuleSyntax` cannot read at runtime: Argon2id is 2.
const ARGON2ID = 2 as Algorithm;
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

function deriveScrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT.keyLength, { N: n, r, p, maxmem: 256 * n * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** The pre-argon2 format; kept so tests can build legacy rows (nothing writes it any more). */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveScrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, digest] = stored.split('$');
  const [cost, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  // Only parameters we ever wrote: a tampered row must not make the server derive a huge key.
  if (!salt || !digest || cost > 1 << 17 || blockSize > 16 || parallel > 4) return false;
  const expected = Buffer.from(digest, 'base64');
  const actual = await deriveScrypt(password, Buffer.from(salt, 'base64'), cost, blockSize, parallel);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, password);
    if (stored.startsWith('scrypt$')) return await verifyScrypt(password, stored);
  } catch {
    // A malformed stored hash never matches.
  }
  return false;
}

/** True for anything that is not an argon2id hash (scrypt rows are upgraded on the next successful login). */
export const needsRehash = (stored: string): boolean => !stored.startsWith('$argon2id$');

let dummy: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown account takes as long as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await (dummy ??= hashPassword('not-a-real-password')));
}
