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
 */
import { createHash } from 'node:crypto';
import { TENANT_HEADER_KEYS } from '@portico/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COOKIES } from '../../auth/cookies.ts';
import type { Stamp } from '../../shared/shell-cache.ts';

export interface VisitorCachePolicy {
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

interface KeptAnswer {
  deps: readonly string[];
  stamp: Stamp;
  global: number;
  expiresAt: number;
  etag: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface VisitorApiCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

/** Headers of the kept answer that are not replayed (per connection, per response, or set again on each hit). */
const NOT_REPLAYED = new Set([
  'content-length',
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
const VARY = 'cookie, sxz-lang, tenantid, school-id';

/** The key of an anonymous request's answer, or null when the request must not use the cache. */
export function visitorCacheKey(request: FastifyRequest): string | null {
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
    const drop = (key: string, answer: KeptAnswer) => {
      kept.delete(key);
      bytes -= answer.body.length;
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

    const replay = (request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) => {
      reply.headers(answer.headers);
      reply.header('etag', answer.etag);
      reply.header('x-api-cache', 'hit');
      if (matchesEtag(request, answer.etag)) return reply.code(304).send();
      return reply.send(answer.body);
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
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = String(value);
      }
      headers['cache-control'] = CACHE_CONTROL;
      headers.vary = VARY;
      const deps = [school.id, school.parent_id].filter((id): id is string => !!id);
      const answer: KeptAnswer = {
        deps,
        stamp: shell.stamp(deps),
        global: shell.globalGeneration,
        expiresAt: Date.now() + miss.ttlMs,
        etag: `W/"a-${createHash('sha1').update(body).digest('base64url')}"`,
        headers,
        body,
      };
      const old = kept.get(miss.key);
      if (old) drop(miss.key, old);
      kept.set(miss.key, answer);
      bytes += body.length;
      stats.stored += 1;
      for (const [oldest, entry] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest, entry);
      }
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('vary', VARY);
      reply.header('etag', answer.etag);
      reply.header('x-api-cache', 'miss');
      return payload;
    });
  },
  { name: 'visitor-api-cache', dependencies: ['shell-cache'] },
);
