/**
 * The visitor cache of the shell's open JSON answers (issue 17 §1/§3): `navigations`, `schoolDetails`, `footer`,
 * hot searches, config… are the same bytes for every anonymous visitor of a school and language, so the first
 * answer is kept (its serialized body and headers) and the next ones are sent from the first `onRequest` hook —
 * no session lookup, validation, access gate, handler or serialization. A route opts in with
 * `config.visitorCache` (`{}` or `{ ttlMs }` for data that also changes without a console write).
 *
 * Kept per request URL as sent (path and query), protocol and host, and the request headers these routes read (`sxz-lang`,
 * the tenant headers): nothing of one school or language is answered for another. Stamped with the shell
 * generations of the answer's school and its parent (shared/shell-cache.ts), so a shell change drops it on this
 * instance at once and, with Redis, on the others when the broadcast arrives; an answer built while any change
 * happened is not kept at all.
 *
 * Never read nor written: a request with one of the server's personal cookies or an Authorization header (a
 * signed-in viewer may see more, e.g. their search history), anything but GET, an answer other than a 200, an
 * answer that sets a cookie. Hits carry an ETag and answer a matching If-None-Match with 304.
 *
 * A hit is written straight to the socket (`reply.hijack()`), with the headers the first answer got from the
 * hooks (security headers, content type) and, for a client that accepts it, a body compressed once when it was
 * kept: the hooks' work is not done again for bytes that cannot differ.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { TENANT_HEADER_KEYS } from '@portico/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIES } from '../../auth/cookies.ts';
import type { Stamp } from '../../shared/shell-cache.ts';
import { COMPRESS_THRESHOLD_BYTES, preferredEncoding } from '../../shared/html-encoding.ts';

interface VisitorCachePolicy {
  /** Lifetime without a shell change (default: PAGE_CACHE_TTL_MS). */
  ttlMs?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous GET answers of this route may be kept and replayed (plugins/app/visitor-api-cache.ts). */
    visitorCache?: VisitorCachePolicy;
  }
  interface FastifyRequest {
    /** Set when the visitor cache may keep this request's answer. */
    visitorCacheMiss: { key: string; changeCount: number; ttlMs: number } | null;
  }
  interface FastifyInstance {
    visitorApiCache: { readonly size: number; stats: { hits: number; misses: number; stored: number } };
  }
}

/** One encoding of a kept answer: its bytes and every header it goes out with. */
interface Variant {
  headers: Record<string, string>;
  body: Buffer;
}

interface KeptAnswer {
  deps: readonly string[];
  stamp: Stamp;
  global: number;
  expiresAt: number;
  etag: string;
  identity: Variant;
  /** Compressed once, shortly after the answer is kept (until then a hit goes out uncompressed). */
  br?: Variant;
  gzip?: Variant;
}

interface VisitorApiCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

/** Headers of the kept answer that are not replayed (per connection, per response, or set again on each hit). */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'etag',
  'x-api-cache',
]);
const PERSONAL_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:${Object.values(COOKIES)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})=`,
);
/** Open shell answers may be kept by a browser too, but must be checked again (ETag) before each use. */
const CACHE_CONTROL = 'public, no-cache';
const VARY = 'accept-encoding, cookie, sxz-lang, tenantid, school-id';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The key of an anonymous request's answer, or null when the request must not use the cache. */
function visitorCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET') return null;
  const { headers } = request;
  if (headers.authorization !== undefined) return null;
  if (headers.cookie !== undefined && PERSONAL_COOKIE.test(headers.cookie)) return null;
  const parts = [
    request.protocol,
    request.host.toLowerCase(),
    request.url,
    String(headers['sxz-lang'] ?? ''),
  ];
  for (const name of TENANT_HEADER_KEYS) parts.push(String(headers[name] ?? ''));
  return parts.join('\n');
}

const matchesEtag = (request: FastifyRequest, etag: string) =>
  String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tag.trim() === etag);

export default fp<VisitorApiCacheOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs ?? 10_000;
    const maxEntries = options.maxEntries ?? 5_000;
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    const kept = new Map<string, KeptAnswer>();
    let bytes = 0;
    const stats = { hits: 0, misses: 0, stored: 0 };
    app.decorate('visitorApiCache', {
      get size() {
        return kept.size;
      },
      stats,
    });
    app.decorateRequest('visitorCacheMiss', null);
    const shell = app.shellCache;
    const sizeOf = (answer: KeptAnswer) =>
      answer.identity.body.length + (answer.br?.body.length ?? 0) + (answer.gzip?.body.length ?? 0);
    const drop = (key: string, answer: KeptAnswer) => {
      kept.delete(key);
      bytes -= sizeOf(answer);
    };
    const evict = () => {
      for (const [oldest, entry] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest, entry);
      }
    };

    const current = (key: string): KeptAnswer | undefined => {
      const answer = kept.get(key);
      if (!answer) return undefined;
      if (answer.expiresAt <= Date.now() || !shell.isCurrent(answer.deps, answer.stamp, answer.global)) {
        drop(key, answer);
        return undefined;
      }
      return answer;
    };

    /** Adds the brotli and gzip bodies to a kept answer (off the event loop), if it is still the kept one. */
    const compressLater = (key: string, answer: KeptAnswer) => {
      const { body, headers } = answer.identity;
      if (body.length < COMPRESS_THRESHOLD_BYTES) return;
      const params = {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      Promise.all([brotli(body, { params }), gzip(body, { level: 9 })])
        .then(([br, gz]) => {
          if (kept.get(key) !== answer) return;
          const encoded = (encoding: string, encodedBody: Buffer): Variant => ({
            headers: {
              ...headers,
              'content-encoding': encoding,
              'content-length': String(encodedBody.length),
            },
            body: encodedBody,
          });
          answer.br = encoded('br', br);
          answer.gzip = encoded('gzip', gz);
          bytes += br.length + gz.length;
          evict();
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'visitor answer not compressed'));
    };

    const replay = (request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) => {
      reply.hijack();
      const raw = reply.raw;
      const closing = app.lifecycle?.draining ? { connection: 'close' } : undefined;
      if (matchesEtag(request, answer.etag)) {
        const { etag, 'cache-control': cacheControl = CACHE_CONTROL, vary = VARY } = answer.identity.headers;
        raw.writeHead(304, { etag: etag ?? answer.etag, 'cache-control': cacheControl, vary, ...closing });
        raw.end();
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const variant = (encoding && answer[encoding]) || answer.identity;
      raw.writeHead(200, closing ? { ...variant.headers, ...closing } : variant.headers);
      raw.end(variant.body);
    };

    app.addHook('onRequest', async (request, reply) => {
      const policy = request.routeOptions.config.visitorCache;
      if (!policy || ttlMs <= 0) return;
      const key = visitorCacheKey(request);
      if (key === null) return;
      const answer = current(key);
      if (answer) {
        stats.hits += 1;
        return replay(request, reply, answer);
      }
      stats.misses += 1;
      request.visitorCacheMiss = { key, changeCount: shell.changeCount, ttlMs: policy.ttlMs ?? ttlMs };
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const miss = request.visitorCacheMiss;
      if (!miss || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const school = request.school;
      // No school (nothing to stamp), or a shell change while this answer was built: not kept.
      if (!school || shell.changeCount !== miss.changeCount) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
      const etag = `W/"a-${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('vary', VARY);
      reply.header('etag', etag);
      reply.header('x-api-cache', 'miss');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = String(value);
      }
      Object.assign(headers, {
        etag,
        'x-api-cache': 'hit',
        'content-length': String(body.length),
      });
      const deps = [school.id, school.parent_id].filter((id): id is string => !!id);
      const answer: KeptAnswer = {
        deps,
        stamp: shell.stamp(deps),
        global: shell.globalGeneration,
        expiresAt: Date.now() + miss.ttlMs,
        etag,
        identity: { headers, body },
      };
      const old = kept.get(miss.key);
      if (old) drop(miss.key, old);
      kept.set(miss.key, answer);
      bytes += body.length;
      stats.stored += 1;
      evict();
      compressLater(miss.key, answer);
      return payload;
    });
  },
  { name: 'visitor-api-cache', dependencies: ['shell-cache'] },
);
