/**
 * What the editor refuses before sending a save (issue 25): a resource still waiting for its file or its exam, or
 * an empty link, would only come back as a validation error; saying which one, at that resource, is clearer.
 * The server checks everything again (title, legality of links, sanitising).
 */
import type { MessageKey } from '@/i18n/keys.ts';
import type { EditorDraft } from './draft-ids.ts';

export interface DraftProblem {
  resourceId: string;
  /** Path of the field, as the server's details.field names it. */
  field: string;
  key: MessageKey;
}

export function draftProblem(draft: EditorDraft): DraftProblem | null {
  for (const [c, chapter] of draft.chapters.entries()) {
    for (const [r, resource] of chapter.resources.entries()) {
      const at = `chapters.${c}.resources.${r}`;
      if ('media' in resource && resource.media === null) {
        return { resourceId: resource.id, field: `${at}.media`, key: 'creation.check.media' };
      }
      if (resource.kind === 'exam' && !resource.examId) {
        return { resourceId: resource.id, field: `${at}.examId`, key: 'creation.check.exam' };
      }
      if (resource.kind === 'external' && resource.url.trim() === '') {
        return { resourceId: resource.id, field: `${at}.url`, key: 'creation.check.url' };
      }
    }
  }
  return null;
}

/** The path of a resource in the draft ('chapters.0.resources.2'), or null. */
export function resourcePath(draft: EditorDraft, resourceId: string): string | null {
  for (const [c, chapter] of draft.chapters.entries()) {
    const r = chapter.resources.findIndex((resource) => resource.id === resourceId);
    if (r >= 0) return `chapters.${c}.resources.${r}`;
  }
  return null;
}
