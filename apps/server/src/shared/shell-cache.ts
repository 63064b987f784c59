/**
 * The cache of shell data (issue 17 §1): school rows, navigation, header settings, footer, languages and sites,
 * bulletin, agreement, hot searches, customer service, AI config… read once and served from memory until the
 * school's shell changes. Invalidation is by generation: every school has a counter, an entry remembers the
 * counters of the schools it depends on (the school and its parent: a sub-school inherits the parent's config),
 * and a change bumps the counter (shared/shell-events.ts, awaited before the write's response: read-your-writes).
 * The page cache (web/page-cache.ts) stamps its pages the same way, so both drop together.
 *
 * Entries also expire (a safety net for data not written through the console, and for a lost broadcast), the map
 * is an LRU bounded by entry count, and concurrent misses of one key share one load. Values are frozen: they are
 * shared by every request, so a reader that mutates what it got fails loudly instead of leaking into others.
 */

/** One school's counters at load time, in the order of the entry's dependencies. */
export type Stamp = readonly number[];

export interface ShellKey {
  /** What is cached ('navigation', 'footer'…). */
  area: string;
  /** The schools whose changes drop this entry: the school first, then its parent when it has one. */
  schools: readonly (string | null | undefined)[];
  /** Everything else that varies the answer (language, overseas…). */
  vary?: readonly (string | number | boolean | null | undefined)[];
}

interface Entry {
  value: unknown;
  deps: readonly string[];
  stamp: Stamp;
  global: number;
  expiresAt: number;
}

export interface ShellCacheOptions {
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Safety-net lifetime of an entry without a change (ms). */
  ttlMs?: number;
  now?: () => number;
}

const SHELL_CACHE_DEFAULTS = { maxEntries: 5_000, ttlMs: 60_000 } as const;

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || ArrayBuffer.isView(value)) {
    return value;
  }
  Object.freeze(value);
  for (const child of Object.values(value as Record<string, unknown>)) deepFreeze(child);
  return value;
}

export class ShellCache {
  readonly #entries = new Map<string, Entry>();
  readonly #generations = new Map<string, number>();
  readonly #loading = new Map<string, Promise<unknown>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  /** Bumped by `clear()` (e.g. a lost Redis subscription: any broadcast may have been missed). */
  #global = 0;
  /** Hits and misses, for the benchmark and the tests. */
  readonly stats = { hits: 0, misses: 0 };
  /** Counts every invalidation and clear: a response built while it moved may hold data of before the change. */
  #changes = 0;

  constructor(options: ShellCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? SHELL_CACHE_DEFAULTS.maxEntries;
    this.#ttlMs = options.ttlMs ?? SHELL_CACHE_DEFAULTS.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The current counters of `schools` (a page or an entry remembers them). */
  stamp(schools: readonly string[]): Stamp {
    return schools.map((id) => this.#generations.get(id) ?? 0);
  }

  /** Whether nothing `schools` depends on changed since `stamp` (and since `global`). */
  isCurrent(schools: readonly string[], stamp: Stamp, global: number): boolean {
    if (global !== this.#global) return false;
    return schools.every((id, index) => (this.#generations.get(id) ?? 0) === stamp[index]);
  }

  get globalGeneration(): number {
    return this.#global;
  }

  /** How many changes (of any school) this cache has seen: equal before and after = nothing changed meanwhile. */
  get changeCount(): number {
    return this.#changes;
  }

  /**
   * The cached value of `key`, or `load()`'s (stored unless a change happened while it loaded). `ttlMs` shortens
   * the lifetime for data that changes without a console write (hot searches change with every search).
   */
  async get<T>(
    key: ShellKey,
    load: () => Promise<T> | T,
    options: { ttlMs?: number; dependsOn?: (value: T) => readonly (string | null | undefined)[] } = {},
  ): Promise<T> {
    const deps = key.schools.filter((id): id is string => typeof id === 'string' && id !== '');
    const id = `${key.area}|${deps.join(',')}|${(key.vary ?? []).map((part) => String(part)).join('|')}`;
    const now = this.#now();
    const entry = this.#entries.get(id);
    if (entry && entry.expiresAt > now && this.isCurrent(entry.deps, entry.stamp, entry.global)) {
      // Refresh its place in the LRU order.
      this.#entries.delete(id);
      this.#entries.set(id, entry);
      this.stats.hits += 1;
      return entry.value as T;
    }
    this.stats.misses += 1;
    const stamp = this.stamp(deps);
    const global = this.#global;
    const flightKey = `${id}#${global}:${stamp.join(',')}`;
    const inFlight = this.#loading.get(flightKey);
    if (inFlight) return inFlight as Promise<T>;
    const loading = (async () => {
      try {
        const value = deepFreeze(await load());
        // Loaded across a change: answer it to this request, but do not keep it.
        if (value !== undefined && this.isCurrent(deps, stamp, global)) {
          // Schools known only from the value (a school row's parent) are stamped as they are now.
          const extra = (options.dependsOn?.(value) ?? []).filter(
            (school): school is string =>
              typeof school === 'string' && school !== '' && !deps.includes(school),
          );
          const entry = {
            value,
            deps: [...deps, ...extra],
            stamp: [...stamp, ...this.stamp(extra)],
            global,
            expiresAt: now + (options.ttlMs ?? this.#ttlMs),
          };
          this.#entries.delete(id);
          this.#entries.set(id, entry);
          this.#evict();
        }
        return value;
      } finally {
        this.#loading.delete(flightKey);
      }
    })();
    this.#loading.set(flightKey, loading);
    return loading;
  }

  /** Drops everything that depends on these schools (their counters move on; stale entries age out of the LRU). */
  invalidate(schools: readonly (string | null | undefined)[]): void {
    this.#changes += 1;
    for (const id of schools) {
      if (typeof id === 'string' && id !== '')
        this.#generations.set(id, (this.#generations.get(id) ?? 0) + 1);
    }
  }

  /** Drops everything (seeds, a lost invalidation channel). */
  clear(): void {
    this.#changes += 1;
    this.#global += 1;
    this.#entries.clear();
  }

  #evict(): void {
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
