/**
 * Papers (issue 24): a seeded PRNG (mulberry32 over a string hash) so an attempt's draw and shuffles are the same
 * on every reload and on every server, the draw (fixed list, or N random per category) and the option shuffle.
 */

/** FNV-1a 32-bit hash of a seed string. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic generator of numbers in [0, 1) for a seed (mulberry32). */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher–Yates) driven by `random`. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export type PaperDraw =
  | { mode: 'fixed'; questionIds: readonly string[] }
  | { mode: 'random'; rules: readonly { category: string; count: number }[] };

export interface BankEntry {
  id: string;
  category: string;
}

export type DrawOutcome =
  | { ok: true; questionIds: string[] }
  | { ok: false; reason: 'pool_too_small'; category: string; available: number }
  | { ok: false; reason: 'missing_question'; questionId: string };

/**
 * The question ids of a paper: a fixed list in its order (shuffled when `shuffle`), or per rule `count` questions
 * drawn from the category (never the same question twice; shuffled when `shuffle`, else in rule order).
 */
export function drawPaper(input: {
  draw: PaperDraw;
  bank: readonly BankEntry[];
  seed: string;
  shuffle: boolean;
}): DrawOutcome {
  const random = seededRandom(`${input.seed}:draw`);
  const known = new Set(input.bank.map((entry) => entry.id));
  if (input.draw.mode === 'fixed') {
    const ids = [...new Set(input.draw.questionIds)];
    const missing = ids.find((id) => !known.has(id));
    if (missing) return { ok: false, reason: 'missing_question', questionId: missing };
    return { ok: true, questionIds: input.shuffle ? shuffled(ids, random) : ids };
  }
  const taken = new Set<string>();
  const picked: string[] = [];
  for (const rule of input.draw.rules) {
    const pool = input.bank.filter((entry) => entry.category === rule.category && !taken.has(entry.id));
    if (pool.length < rule.count) {
      return { ok: false, reason: 'pool_too_small', category: rule.category, available: pool.length };
    }
    for (const entry of shuffled(pool, random).slice(0, rule.count)) {
      taken.add(entry.id);
      picked.push(entry.id);
    }
  }
  return { ok: true, questionIds: input.shuffle ? shuffled(picked, random) : picked };
}

/** The option keys of one paper question in the attempt's order (the same for the same seed and position). */
export function optionOrder(
  keys: readonly string[],
  seed: string,
  position: number,
  shuffle: boolean,
): string[] {
  return shuffle ? shuffled(keys, seededRandom(`${seed}:options:${position}`)) : [...keys];
}
