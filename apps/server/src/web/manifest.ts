/** Reads the Vite client manifest once at start to know the entry script and its stylesheets. */
import fs from 'node:fs';
import path from 'node:path';

export interface WebAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export const CLIENT_ENTRY = 'src/entry-client.tsx';

/**
 * Entry `file`, the chunks it imports statically (the bundler splits shared code off the entry once lazy chunks
 * exist; listing them lets the document preload them instead of discovering them after the entry parsed), and
 * every css file reachable through `imports`, as absolute URL paths. Dynamic imports are not included.
 */
export function assetsFromManifest(manifest: Record<string, ManifestChunk>): WebAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { scripts: [], styles: [] };
  const styles = new Set<string>();
  const scripts = new Set<string>([`/${entry.file}`]);
  const seen = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(CLIENT_ENTRY);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Empty lists when the web app is not built (the renderer then answers 503 anyway). */
export function loadWebAssets(webDistDir: string): WebAssets {
  const file = path.join(webDistDir, 'client/.vite/manifest.json');
  if (!fs.existsSync(file)) return { scripts: [], styles: [] };
  return assetsFromManifest(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
}
