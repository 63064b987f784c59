import { randomInt } from 'node:crypto';
import { SCHOOL_ID_LENGTH, SCHOOL_ID_PATTERN } from '@portico/core';

/** Every id of ours has the shape core gives school ids (spec §2: 19 digits). */
const ID_LENGTH = SCHOOL_ID_LENGTH;
export const ID_PATTERN = SCHOOL_ID_PATTERN;

/**
 * A new 19-digit id (no leading zero). Random rather than a time-based snowflake: ids are stored as text, so
 * ordering by id is never relied on (lists order by created_at), and random ids need no shared counter between
 * processes. 18 random digits give ~9e17 values, so collisions are negligible at our scale.
 */
export function newId(): string {
  let id = String(randomInt(1, 10));
  while (id.length < ID_LENGTH) id += String(randomInt(0, 1_000_000)).padStart(6, '0');
  return id.slice(0, ID_LENGTH);
}

/** Deterministic 19-digit id for seed rows: a 2-digit table prefix and a number, e.g. stableId(30, 1012). */
export function stableId(prefix: number, n: number): string {
  return `${prefix}${String(n).padStart(ID_LENGTH - 2, '0')}`;
}
