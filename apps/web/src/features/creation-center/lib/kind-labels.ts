/** The translated name of each resource kind an author can add (typed keys: a new kind without one fails). */
import type { MessageKey } from '@/i18n/keys.ts';

export const KIND_LABELS = {
  video: 'creation.kind.video',
  document: 'creation.kind.document',
  article: 'creation.kind.article',
  external: 'creation.kind.external',
  exam: 'creation.kind.exam',
  scorm: 'creation.kind.scorm',
  application: 'creation.kind.application',
} as const satisfies Record<string, MessageKey>;

export function kindLabel(kind: string): MessageKey {
  return (KIND_LABELS as Record<string, MessageKey>)[kind] ?? 'creation.kind.article';
}
