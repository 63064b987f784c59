/**
 * The page cache for anonymous visitors (issue 17 §2): the server-rendered HTML of a visitor's page, kept
 * precompressed (brotli and gzip) and served without rendering. Keyed by everything the HTML depends on for a
 * visitor: the request URL as sent (path and query — only known query keys are cacheable at all), the host (site,
 * region, overseas), the device class, and the bulletin the visitor closed. Stamped with the shell generations of
 * its school and parent (shared/shell-cache.ts): any shell change of the school drops its pages with its data.
 *
 * Never read nor written: requests with a session cookie (or any of the server's personal cookies), design paths,
 * previews, unknown query keys, non-GET/HEAD; pages whose render failed a section, depend on the client address
 * (a school with intranet segments), set a cookie, or are not a 200.
 *
 * CSP: a cached page cannot carry a per-request nonce, so cacheable pages are answered with a policy that allows
 * exactly the inline scripts of that page by their SHA-256 hashes (plus 'self' for the bundles); an injected
 * script has another hash and stays blocked.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BULLETIN_CLOSED_COOKIE, TENANT_QUERY_KEYS, isDesignPath } from '@portico/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '../auth/cookies.ts';
import { hashedContentSecurityPolicy } from '../plugins/external/security.ts';
import type { ShellCache, Stamp } from '../shared/shell-cache.ts';
import { preferredEncoding } from '../shared/html-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Query keys a visitor's page may carry and still be cached (anything else is rendered, never stored). */
const CACHEABLE_QUERY_KEYS: ReadonlySet<string> = new Set([
  ...TENANT_QUERY_KEYS,
  'sxz-lang',
  'navGroupId',
  // Issue 27: a navigation entry's composed page (stamped with that page's cache scope).
  'pageId',
  'subSchoolId',
  'courseId',
  'source',
  'headershow',
  'hideSxzHeader',
]);
/** Pages of a school's public face; search (it records and changes with every search) and private pages are not. */
export const CACHEABLE_ROUTES: ReadonlySet<string> = new Set([
  'portal-home',
  'portal-sub-school',
  'course-view',
]);
const PERSONAL_COOKIES: readonly string[] = Object.values(COOKIES);
const MOBILE_UA = /mobile|android|iphone|ipad|ipod|harmony/i;

const PAGE_CACHE_DEFAULTS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, ttlMs: 10_000 } as const;

export interface CachedPage {
  deps: readonly string[];
  stamp: Stamp;
  global: number;
  expiresAt: number;
  etag: string;
  csp: string;
  varyUserAgent: boolean;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How long a page lives without a shell change (latest courses are not shell data). 0 turns the cache off. */
  ttlMs?: number;
}

const sizeOf = (page: CachedPage) => page.identity.length + page.br.length + page.gzip.length;

export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;
  readonly stats = { hits: 0, misses: 0, stored: 0 };
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;

  constructor(
    readonly shell: ShellCache,
    options: PageCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? PAGE_CACHE_DEFAULTS.maxEntries;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_DEFAULTS.maxBytes;
    this.ttlMs = options.ttlMs ?? PAGE_CACHE_DEFAULTS.ttlMs;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get size(): number {
    return this.#pages.size;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= Date.now() || !this.shell.isCurrent(page.deps, page.stamp, page.global)) {
      this.#drop(key, page);
      return undefined;
    }
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    this.stats.stored += 1;
    for (const [oldest, entry] of this.#pages) {
      if (this.#pages.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#drop(oldest, entry);
    }
  }

  #drop(key: string, page: CachedPage): void {
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }
}

/** The cache key of a visitor's page request, or null when the request must neither read nor write the cache. */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const cookies = request.cookies;
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  // The Authorization header is personal too (an API client rendering pages).
  if (request.headers.authorization) return null;
  const url = new URL(request.url, 'http://portico.invalid');
  if (isDesignPath(url.pathname)) return null;
  for (const key of url.searchParams.keys()) if (!CACHEABLE_QUERY_KEYS.has(key)) return null;
  const closed = cookies[BULLETIN_CLOSED_COOKIE] ?? '';
  if (closed.length > 64) return null;
  const device = MOBILE_UA.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
  return [request.host.toLowerCase(), device, closed, request.url].join('\n');
}

/** SHA-256 (base64) of every inline script of the page, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`) || body === '') continue;
    hashes.add(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/** A rendered page made ready to be kept and served (compressed once, hashed once). */
export async function preparePage(
  cache: PageCache,
  html: string,
  deps: readonly string[],
  stamp: Stamp,
  global: number,
  varyUserAgent: boolean,
): Promise<CachedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return {
    deps,
    stamp,
    global,
    expiresAt: Date.now() + cache.ttlMs,
    etag: `W/"p-${createHash('sha1').update(identity).digest('base64url')}"`,
    csp: hashedContentSecurityPolicy(inlineScriptHashes(html)),
    varyUserAgent,
    identity,
    br,
    gzip: gz,
  };
}

/** `Cache-Control` of a visitor's page: any cache may keep it, but must ask again (ETag → 304) before use. */
const PAGE_CACHE_CONTROL = 'public, no-cache';

/** Sends a kept page: 304 for a matching If-None-Match, else the encoding the client accepts best. */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, hit: boolean) {
  reply.header('content-security-policy', page.csp);
  reply.header('cache-control', PAGE_CACHE_CONTROL);
  reply.header(
    'vary',
    page.varyUserAgent ? 'accept-encoding, cookie, user-agent' : 'accept-encoding, cookie',
  );
  reply.header('etag', page.etag);
  reply.header('x-page-cache', hit ? 'hit' : 'miss');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*')) {
    return reply.status(304).send();
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding) reply.header('content-encoding', encoding);
  reply.status(200).type('text/html; charset=utf-8');
  return reply.send(body);
}
