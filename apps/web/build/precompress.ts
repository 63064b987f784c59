/**
 * Precompression of the client build (issue 10 §3): after `vite build` writes dist/client, every text asset
 * (scripts, styles, SVG, JSON, source maps, icons) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * sibling, which the server's static plugin sends as is (`preCompressed: true`) — the most compact encoding at no
 * per-request cost. Small files too: a variant is written whenever it is smaller than the file, so every
 * compressible asset the page loads has one and the server never compresses an asset per request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|ico|html|xml|webmanifest)$/i;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    // `.vite/manifest.json` is read by the server, never sent.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` beside each compressible file of `dir`; returns how many files were compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  const jobs: Array<Promise<void>> = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await fs.readFile(file);
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
        count++;
      })(),
    );
  }
  await Promise.all(jobs);
  return count;
}

/** Vite plugin: precompresses the output folder once the client build is written (not the SSR build). */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'portico:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle(error?: Error) {
      // A failed build leaves nothing worth compressing.
      if (ssr || error) return;
      const count = await precompressDir(outDir);
      this.info(`precompressed ${count} files (brotli + gzip)`);
    },
  };
}
