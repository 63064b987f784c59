/**
 * The edit state of one course draft (issue 25 item 3): the server's last DraftView, the author's copy, and the
 * save status the page says in a polite live region (saved / saving / unsaved changes). Saves carry the loaded
 * version; a stale one (409 DRAFT_VERSION_STALE) keeps the author's copy — in memory and in this browser — and
 * offers to reload the newer version, after which the copy can be restored on top of it. Review steps save
 * unsaved changes first, then run with the fresh version. Leaving with unsaved changes asks first.
 */
import type { DraftView } from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { draftKey, fetchDraft } from '../api/draft.ts';
import { rejectDraft } from '../api/reject.ts';
import { rollback } from '../api/rollback.ts';
import { saveDraft } from '../api/save-draft.ts';
import { transition, type TransitionAction } from '../api/transition.ts';
import { clearBackup, readBackup, writeBackup, type DraftBackup } from '../lib/draft-backup.ts';
import { draftProblem, type DraftProblem } from '../lib/draft-check.ts';
import { applyIds, assignedIds, toEditor, toWire, type EditorDraft } from '../lib/draft-ids.ts';

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'stale' | 'error';

export function useCourseEditor(schoolId: string, initial: DraftView) {
  const client = useQueryClient();
  const [view, setView] = useState(initial);
  const [draft, setDraftState] = useState(() => toEditor(initial.draft));
  const [state, setState] = useState<SaveState>('saved');
  const [error, setError] = useState<unknown>(null);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [backup, setBackup] = useState<DraftBackup | null>(null);
  const [busy, setBusy] = useState(false);
  // Client id → server id of items a save created, so a selection made before the save still finds its item.
  const [renamed, setRenamed] = useState<ReadonlyMap<string, string>>(new Map());
  // Bumped on every edit: a save that returns after further edits must not mark them saved.
  const edits = useRef(0);
  const courseId = view.courseId;

  useEffect(() => {
    const stored = readBackup(schoolId, courseId);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read after hydration only
    if (stored) setBackup(stored);
  }, [schoolId, courseId]);

  const dirty = state === 'unsaved' || state === 'stale' || state === 'error';
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setDraft = useCallback(
    (next: EditorDraft) => {
      edits.current += 1;
      setDraftState(next);
      setState((s) => (s === 'stale' ? s : 'unsaved'));
      writeBackup(schoolId, courseId, {
        version: view.version,
        draft: next,
        savedAt: new Date().toISOString(),
      });
    },
    [schoolId, courseId, view.version],
  );

  const accept = useCallback(
    (answer: DraftView) => {
      setView(answer);
      client.setQueryData(draftKey(schoolId, answer.courseId), answer);
      void client.invalidateQueries({ queryKey: ['creation', schoolId, 'courses'] });
      void client.invalidateQueries({ queryKey: ['creation', schoolId, 'versions', answer.courseId] });
    },
    [client, schoolId],
  );

  const fail = (caught: unknown) => {
    setError(caught);
    const stale = caught instanceof ApiError && caught.errorCode === 'DRAFT_VERSION_STALE';
    setState(stale ? 'stale' : 'error');
  };

  /** Saves the author's copy; resolves with the new view, or null when it failed (the state says why). */
  const save = async (): Promise<DraftView | null> => {
    const sent = draft;
    const at = edits.current;
    const found = draftProblem(sent);
    setProblem(found);
    if (found) {
      setError(null);
      setState('error');
      return null;
    }
    setState('saving');
    setError(null);
    try {
      const answer = await saveDraft(schoolId, courseId, { version: view.version, draft: toWire(sent) });
      accept(answer);
      const ids = assignedIds(sent, answer.draft);
      if (ids.size > 0) setRenamed((old) => new Map([...old, ...ids]));
      if (edits.current === at) {
        setDraftState(toEditor(answer.draft));
        setState('saved');
        clearBackup(schoolId, courseId);
        setBackup(null);
      } else {
        setDraftState((current) => applyIds(current, ids));
        setState('unsaved');
      }
      return answer;
    } catch (caught) {
      fail(caught);
      return null;
    }
  };

  /** A write that answers a new view (review steps, rollback): saves pending edits first. */
  const command = async (run: (version: number) => Promise<DraftView>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const base = dirty ? await save() : view;
      if (!base) return false;
      const answer = await run(base.version);
      accept(answer);
      setDraftState(toEditor(answer.draft));
      setState('saved');
      return true;
    } catch (caught) {
      fail(caught);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** After a stale save: the newer version replaces the view; the author's copy stays offered for restoring. */
  const reload = async () => {
    setBusy(true);
    try {
      const fresh = await fetchDraft(schoolId, courseId);
      accept(fresh);
      const mine: DraftBackup = { version: fresh.version, draft, savedAt: new Date().toISOString() };
      if (dirty) {
        writeBackup(schoolId, courseId, mine);
        setBackup(mine);
      }
      setDraftState(toEditor(fresh.draft));
      setState('saved');
      setError(null);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return {
    view,
    draft,
    setDraft,
    state,
    error,
    problem,
    /** The id an item has now (a new item's client id becomes the server's after a save). */
    currentId: (id: string | null): string | null => (id ? (renamed.get(id) ?? id) : null),
    busy: busy || state === 'saving',
    dirty,
    save,
    reload,
    backup,
    restoreBackup: () => {
      if (!backup) return;
      setBackup(null);
      setDraft(backup.draft);
    },
    discardBackup: () => {
      clearBackup(schoolId, courseId);
      setBackup(null);
    },
    run: (action: TransitionAction) => command((version) => transition(schoolId, courseId, action, version)),
    reject: (comment: string) => command((version) => rejectDraft(schoolId, courseId, { version, comment })),
    rollback: (number: number) => command((version) => rollback(schoolId, courseId, number, version)),
  };
}

export type CourseEditorState = ReturnType<typeof useCourseEditor>;
