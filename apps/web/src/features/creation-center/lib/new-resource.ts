/** A new resource of `kind` with empty fields (issue 25): the author fills them in the resource form. */
import { newClientId, type DraftResource } from './draft-ids.ts';

export type AddableKind = Exclude<DraftResource['kind'], 'application'>;
/** What an author may add, in menu order ('application' is only kept on courses made before authoring). */
export const ADDABLE_KINDS: readonly AddableKind[] = [
  'article',
  'video',
  'document',
  'external',
  'exam',
  'scorm',
];

export function newResource(kind: AddableKind): DraftResource {
  const base = { id: newClientId(), title: {}, required: true };
  switch (kind) {
    case 'article':
      return { ...base, kind, body: '' };
    case 'external':
      return { ...base, kind, url: '' };
    case 'exam':
      return { ...base, kind, examId: null };
    case 'video':
      return { ...base, kind, media: null, captions: [] };
    case 'document':
    case 'scorm':
      return { ...base, kind, media: null };
  }
}
