/**
 * Minimal ambient types for the WHATWG `URL` and `URLSearchParams` globals.
 *
 * Core compiles with `lib: ES2023` and `types: []` so that neither DOM nor Node APIs type-check here; these two
 * globals exist in every runtime we target (browsers and Node ≥ 10), so contracts.md allows them. This file is
 * only part of core's own program (it is never imported), so apps that compile core's sources with the DOM lib
 * or @types/node use their own, fuller declarations instead.
 */

interface URLSearchParams {
  readonly size: number;
  append(name: string, value: string): void;
  delete(name: string, value?: string): void;
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string, value?: string): boolean;
  set(name: string, value: string): void;
  sort(): void;
  toString(): string;
  forEach(callbackfn: (value: string, key: string, parent: URLSearchParams) => void): void;
  [Symbol.iterator](): IterableIterator<[string, string]>;
  entries(): IterableIterator<[string, string]>;
  keys(): IterableIterator<string>;
  values(): IterableIterator<string>;
}

// eslint-disable-next-line no-var
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
};

interface URL {
  hash: string;
  host: string;
  hostname: string;
  href: string;
  readonly origin: string;
  password: string;
  pathname: string;
  port: string;
  protocol: string;
  search: string;
  readonly searchParams: URLSearchParams;
  username: string;
  toString(): string;
  toJSON(): string;
}

// eslint-disable-next-line no-var
declare var URL: {
  prototype: URL;
  new (url: string | URL, base?: string | URL): URL;
  canParse(url: string | URL, base?: string | URL): boolean;
};
