/**
 * The editor's copy of a draft (issue 25): the wire sends new chapters and resources with `id: null` and the
 * server makes their ids; the editor needs a key for each from the moment it is added (drag and drop, React
 * keys, the selected resource), so new items carry a client id `new-…` that becomes null on the wire. After a save
 * the answer's ids are matched to the sent items by position (the server keeps order), so items the author added
 * while the save was on its way keep their client ids and nothing is created twice.
 */
import type {
  CourseDraft,
  DraftChapter as WireChapter,
  DraftResource as WireResource,
} from '@portico/contracts';

/**
 * A resource as the editor holds it: a client or server id, and — between "add" and the finished upload or the
 * author's choice — no media file or exam yet (the save refuses such a draft locally: lib/draft-check.ts).
 */
type Editable<T> = T extends { media: infer M }
  ? Omit<T, 'id' | 'media'> & { id: string; media: M | null }
  : T extends { examId: infer E }
    ? Omit<T, 'id' | 'examId'> & { id: string; examId: E | null }
    : T extends unknown
      ? Omit<T, 'id'> & { id: string }
      : never;
export type DraftResource = Editable<WireResource>;
export type DraftChapter = Omit<WireChapter, 'id' | 'resources'> & { id: string; resources: DraftResource[] };
export type EditorDraft = Omit<CourseDraft, 'chapters'> & { chapters: DraftChapter[] };

const NEW = 'new-';
let counter = 0;
export const newClientId = (): string => `${NEW}${++counter}`;
const isNew = (id: string) => id.startsWith(NEW);

export function toEditor(draft: CourseDraft): EditorDraft {
  return {
    ...draft,
    chapters: draft.chapters.map((chapter) => ({
      ...chapter,
      id: chapter.id ?? newClientId(),
      resources: chapter.resources.map((r) => ({ ...r, id: r.id ?? newClientId() }) as DraftResource),
    })),
  };
}

export function toWire(draft: EditorDraft): CourseDraft {
  return {
    ...draft,
    chapters: draft.chapters.map((chapter) => ({
      ...chapter,
      id: isNew(chapter.id) ? null : chapter.id,
      resources: chapter.resources.map((r) => ({ ...r, id: isNew(r.id) ? null : r.id }) as WireResource),
    })),
  };
}

/** Client id → server id for the new items of `sent`, read from the server's answer at the same positions. */
export function assignedIds(sent: EditorDraft, answered: CourseDraft): Map<string, string> {
  const ids = new Map<string, string>();
  sent.chapters.forEach((chapter, c) => {
    const got = answered.chapters[c];
    if (!got) return;
    if (isNew(chapter.id) && got.id) ids.set(chapter.id, got.id);
    chapter.resources.forEach((resource, r) => {
      const gotResource = got.resources[r];
      if (isNew(resource.id) && gotResource?.id) ids.set(resource.id, gotResource.id);
    });
  });
  return ids;
}

export function applyIds(draft: EditorDraft, ids: Map<string, string>): EditorDraft {
  if (ids.size === 0) return draft;
  return {
    ...draft,
    chapters: draft.chapters.map((chapter) => ({
      ...chapter,
      id: ids.get(chapter.id) ?? chapter.id,
      resources: chapter.resources.map((r) => ({ ...r, id: ids.get(r.id) ?? r.id })),
    })),
  };
}
