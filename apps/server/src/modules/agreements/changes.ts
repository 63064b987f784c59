/**
 * "What changed" (issue 13): the difference between the agreement version a member signed and the latest one,
 * computed with jsdiff on the plain text of the *sanitised* bodies — paragraphs line by line, changed paragraphs
 * word by word — so the answer carries text only, never markup (the browser renders it as text nodes).
 */
import type { AgreementChanges } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { diffLines, diffWords } from 'diff';
import sanitize from 'sanitize-html';
import { agreementHtml } from './sanitize.ts';

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|table|ul|ol|caption|pre)>/gi;

/** The readable text of an agreement body: sanitised first, then every tag dropped, one line per block. */
export function agreementPlainText(body: string): string {
  const html = agreementHtml(body)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '$& ')
    .replace(BLOCK_END, '$&\n');
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {} })
    // sanitize-html escapes exactly these three in text; the result is shown as text, never parsed as HTML.
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

type Part = AgreementChanges['parts'][number];

/** Merges neighbours of the same kind (fewer, longer parts). */
function push(parts: Part[], op: Part['op'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

export function diffAgreementTexts(before: string, after: string, lang: LanguageCode): Part[] {
  const parts: Part[] = [];
  const segmenter = new Intl.Segmenter(lang.replace('_', '-'), { granularity: 'word' });
  const lines = diffLines(`${before}\n`, `${after}\n`);
  for (let i = 0; i < lines.length; i += 1) {
    const change = lines[i];
    if (!change) continue;
    const next = lines[i + 1];
    // Replaced paragraphs (as many as replace them): show which words changed rather than each one twice. A
    // rewrite of a different shape stays whole: a word diff across unrelated paragraphs reads as noise.
    if (change.removed && next?.added && change.count === next.count) {
      for (const word of diffWords(change.value, next.value, { intlSegmenter: segmenter })) {
        push(parts, word.added ? 'added' : word.removed ? 'removed' : 'same', word.value);
      }
      i += 1;
      continue;
    }
    push(parts, change.added ? 'added' : change.removed ? 'removed' : 'same', change.value);
  }
  const last = parts.at(-1);
  if (last) last.text = last.text.replace(/\n$/, '');
  return parts.filter((part) => part.text !== '');
}
