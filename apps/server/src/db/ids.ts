import { randomInt } from 'node:crypto';

export const ID_LENGTH = 19;
export const ID_PATTERN = '^[0-9]{19}$';

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
