/**
 * The path editor's draft (issue 26 item 5): stages and items carry a local key (stable across reorders, for
 * React and dnd-kit); pure helpers move, add and remove, and `bodyOf` gives the wire body.
 */
import type { LearningPath, LearningPathBody } from '@portico/contracts';
import type { LearningPathItemKind } from '@portico/core';

export interface DraftItem {
  key: string;
  kind: LearningPathItemKind;
  id: string;
  name: string;
  required: boolean;
}
export interface DraftStage {
  key: string;
  title: string;
  items: DraftItem[];
}
export interface PathDraft {
  position: string;
  title: string;
  version: number | null;
  stages: DraftStage[];
}

let counter = 0;
export const nextKey = (prefix: string) => `${prefix}-${(counter += 1)}`;

export const emptyStage = (): DraftStage => ({ key: nextKey('stage'), title: '', items: [] });

export function draftOf(path: LearningPath | null, position = ''): PathDraft {
  if (!path) return { position, title: '', version: null, stages: [emptyStage()] };
  return {
    position: path.position,
    title: path.title,
    version: path.version,
    stages: path.stages.map((stage) => ({
      key: nextKey('stage'),
      title: stage.title,
      items: stage.items.map((item) => ({ ...item, key: nextKey('item') })),
    })),
  };
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** What is missing before a save (the server checks again): null when the draft can be sent. */
export function draftProblem(draft: PathDraft): 'position' | 'title' | 'stageTitle' | 'stageItems' | null {
  if (!draft.position.trim()) return 'position';
  if (!draft.title.trim()) return 'title';
  if (draft.stages.some((stage) => !stage.title.trim())) return 'stageTitle';
  if (draft.stages.some((stage) => stage.items.length === 0)) return 'stageItems';
  return null;
}

export function bodyOf(draft: PathDraft): LearningPathBody {
  return {
    position: draft.position.trim(),
    title: draft.title.trim(),
    stages: draft.stages.map((stage) => ({
      title: stage.title.trim(),
      items: stage.items.map(({ kind, id, required }) => ({ kind, id, required })),
    })),
    ...(draft.version === null ? {} : { version: draft.version }),
  };
}
