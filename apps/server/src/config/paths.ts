import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repository root, resolved from this file so the server works from any current directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Output of `npm run build -w @portico/web`. */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
