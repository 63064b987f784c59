import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Repository root, found from this file's location so the server works from any current directory — whether it
 * runs as TypeScript (`apps/server/src/config/paths.ts`) or as the compiled bundle (`apps/server/dist/main.js`,
 * where this module is inlined): the nearest folder upwards that holds `apps/server/package.json`.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'apps/server/package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(start, '../../../..');
  }
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Output of `npm run build -w @portico/web`. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');

/** Media shipped with the code: the demo school's video, captions and PDFs (issue 23). */
export const DEMO_MEDIA_DIR = path.join(REPO_ROOT, 'apps/server/media/demo');
