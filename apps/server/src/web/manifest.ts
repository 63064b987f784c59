/** Reads the Vite client manifest once at start to know the entry script and its stylesheets. */
import fs from 'node:fs';
import path from 'node:path';
import type { ChunkAssets, WebAssets } from '@portico/contracts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';
const H5_ENTRY = 'src/h5/entry-h5.ts';

/**
 * Entry `file`, the chunks it imports statically (the bundler splits shared code off the entry once lazy chunks
 * exist; listing them lets the document preload them instead of discovering them after the entry parsed), and
 * every css file reachable through `imports`, as absolute URL paths; and for each dynamically imported module,
 * what it adds to that (`lazy`).
 */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>): WebAssets {
  const none: ChunkAssets = { scripts: [], styles: [] };
  if (!manifest[CLIENT_ENTRY]) return { ...none, lazy: {}, h5: none };
  /** The chunk of `root` and everything it imports statically, minus what `known` already holds. */
  const closure = (root: string, known: ChunkAssets = { scripts: [], styles: [] }): ChunkAssets => {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const seen = new Set<string>();
    const collect = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      scripts.add(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.add(`/${css}`);
      for (const imported of chunk.imports ?? []) collect(imported);
    };
    collect(root);
    return {
      scripts: [...scripts].filter((file) => !known.scripts.includes(file)),
      styles: [...styles].filter((file) => !known.styles.includes(file)),
    };
  };
  // The client entry imports its boot chunks (React DOM, then the shell) dynamically, one task apart
  // (apps/web/src/entry-client.tsx): they are the page's code as much as the entry's static imports, and preloaded
  // with them. The entry stays first: the document's only module script.
  const booted = [CLIENT_ENTRY, ...(manifest[CLIENT_ENTRY].dynamicImports ?? [])].map((key) => closure(key));
  const entry: ChunkAssets = {
    scripts: [...new Set(booted.flatMap((part) => part.scripts))],
    styles: [...new Set(booted.flatMap((part) => part.styles))],
  };
  const lazy = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key]) => [key, closure(key, entry)]),
  );
  return { ...entry, lazy, h5: manifest[H5_ENTRY] ? closure(H5_ENTRY) : none };
}

/** Empty lists when the web app is not built (the renderer then answers 503 anyway). */
export function loadWebAssets(webDistDir: string): WebAssets {
  const file = path.join(webDistDir, 'client/.vite/manifest.json');
  if (!fs.existsSync(file)) return { scripts: [], styles: [], lazy: {}, h5: { scripts: [], styles: [] } };
  return assetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
}
