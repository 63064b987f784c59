/**
 * A PDF's page count read at upload (issue 25) without pdf.js (pdfjs-dist 6 needs Node 22): the root page tree
 * node — a `/Type /Pages` dictionary without `/Parent` — holds `/Count`, the document's pages. Objects packed in
 * compressed object streams (PDF 1.5) are inflated and searched too. When no root is found, the leaf `/Type
 * /Page` dictionaries are counted. Null when neither is found (not a PDF we can read).
 */
import { inflateSync } from 'node:zlib';

const PAGES_TYPE = /\/Type\s*\/Pages\b/;
const LEAF_PAGE = /\/Type\s*\/Page(?![a-zA-Z])/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b[^]{0,400}?stream\r?\n/g;

/**
 * The root's count: each object (split at `endobj`, and inside an object stream at each dictionary that names
 * its type) that is a page tree node without a parent. Linear scans only: no regex here can backtrack badly.
 */
function rootCount(text: string): number | null {
  let best: number | null = null;
  for (const chunk of text.split(/endobj|(?=<<\s*\/Type)/)) {
    if (!PAGES_TYPE.test(chunk) || /\/Parent\b/.test(chunk)) continue;
    const count = /\/Count\s+(\d{1,7})\b/.exec(chunk);
    if (count) best = Math.max(best ?? 0, Number(count[1]));
  }
  return best;
}

/** The texts of the file and of its inflated object streams. */
function texts(bytes: Buffer): string[] {
  const whole = bytes.toString('latin1');
  const out = [whole];
  for (const match of whole.matchAll(OBJECT_STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = whole.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      out.push(inflateSync(bytes.subarray(start, end)).toString('latin1'));
    } catch {
      // A stream we cannot inflate (another filter, damaged): its objects are not counted.
    }
  }
  return out;
}

export function pdfPageCount(bytes: Buffer): number | null {
  const all = texts(bytes);
  for (const text of all) {
    const count = rootCount(text);
    if (count !== null && count > 0) return count;
  }
  const leaves = all.reduce((sum, text) => sum + [...text.matchAll(LEAF_PAGE)].length, 0);
  return leaves > 0 ? leaves : null;
}
