/**
 * The author's unsaved draft kept in this browser (issue 25: a stale save or a closed tab loses nothing): written on
 * every change while unsaved, removed when a save succeeds; offered back when the editor opens again. Storage may
 * be unavailable (private mode, quota): the editor then works without a backup.
 */
import type { EditorDraft } from './draft-ids.ts';

export interface DraftBackup {
  /** The server version the author's edits were based on. */
  version: number;
  draft: EditorDraft;
  savedAt: string;
}

const keyOf = (schoolId: string, courseId: string) => `portico.creation.draft.${schoolId}.${courseId}`;

export function readBackup(schoolId: string, courseId: string): DraftBackup | null {
  try {
    const text = window.localStorage.getItem(keyOf(schoolId, courseId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<DraftBackup>;
    return typeof value.version === 'number' && value.draft && Array.isArray(value.draft.chapters)
      ? (value as DraftBackup)
      : null;
  } catch {
    return null;
  }
}

export function writeBackup(schoolId: string, courseId: string, backup: DraftBackup): void {
  try {
    window.localStorage.setItem(keyOf(schoolId, courseId), JSON.stringify(backup));
  } catch {
    // Quota or disabled storage: the draft still lives in memory until saved.
  }
}

export function clearBackup(schoolId: string, courseId: string): void {
  try {
    window.localStorage.removeItem(keyOf(schoolId, courseId));
  } catch {
    // Nothing to clear.
  }
}
