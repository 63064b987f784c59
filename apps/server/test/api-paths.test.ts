/**
 * API paths are named once (issue 23 item 1): every `/api/` route the server registers is an API_PATHS template,
 * and every template names a route that exists — a raw path or a stale name fails here, not in a client.
 */
import { API_PATHS } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from '../src/openapi-dump.ts';

const named = Object.values(API_PATHS).flatMap((group) => Object.values(group) as string[]);

describe('API_PATHS and the registered routes', () => {
  // Builds the whole app for its OpenAPI document: give it room on a loaded machine.
  it('name the same set of /api/ paths', { timeout: 60_000 }, async () => {
    const document = JSON.parse(await generateOpenApi()) as { paths: Record<string, unknown> };
    const registered = Object.keys(document.paths)
      .filter((path) => path.startsWith('/api/'))
      // OpenAPI writes params as {name} (a wildcard as {*}); the templates keep Fastify's :name and *.
      .map((path) => path.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1'));
    expect(registered.length).toBeGreaterThan(100);
    expect(registered.filter((path) => !named.includes(path))).toEqual([]);
    expect(named.filter((path) => !registered.includes(path))).toEqual([]);
  });
});
