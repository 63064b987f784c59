import type { Bulletin } from '@portico/contracts';
import { localizedText, type LanguageCode, type LocalizedTexts } from '@portico/core';
import type { BulletinRow } from './queries.ts';

/** `content` in the visitor's language when its texts are given (issue 13 §2), else the row's own text. */
export function presentBulletin(
  row: BulletinRow | undefined,
  texts?: { content: LocalizedTexts | undefined; lang: LanguageCode; defaultLang: LanguageCode },
): Bulletin | null {
  if (!row) return null;
  return {
    id: row.id,
    content: texts ? localizedText(row.content, texts.content, texts.lang, texts.defaultLang) : row.content,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
  };
}
