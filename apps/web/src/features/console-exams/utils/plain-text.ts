const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** A stored rich-text stem as one line of text for a list or the grading queue (React escapes what it shows). */
export function plainText(html: string, max = 160): string {
  const text = html
    // Inline tags join their neighbours ("<strong>primes</strong>?"); any other tag separates words.
    .replace(/<\/?(strong|em|span|a|u|i|s|sub|sup)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
