import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../src/openapi-dump.ts';

describe('docs/openapi.json', () => {
  it('matches the routes (regenerate with `npm run docs:api`)', async () => {
    const generated = await generateOpenApi();
    expect(JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8'))).toEqual(JSON.parse(generated));
  });
});
