/** A text of several languages in the reader's language, else the school's default, else any (issue 27). */
export function pickText(texts: Partial<Record<string, string>>, lang: string, defaultLang: string): string {
  return texts[lang] || texts[defaultLang] || Object.values(texts).find((text) => !!text) || '';
}

/** A byte count as the list shows it (KB below a megabyte, one decimal above). */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
