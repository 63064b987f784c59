import type { LearningPath, LearningPathBody, LearningPathList } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { bodyOf, draftOf, draftProblem, emptyStage, moved, type PathDraft } from '../lib/path-draft.ts';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { SortableRow } from '@/components/sortable/sortable-row.tsx';
import { pathSortableTexts } from '../lib/sortable-texts.ts';
import { StageEditor } from './stage-editor.tsx';

const PROBLEM_KEYS = {
  position: 'paths.editor.problem.position',
  title: 'paths.editor.problem.title',
  stageTitle: 'paths.editor.problem.stageTitle',
  stageItems: 'paths.editor.problem.stageItems',
} as const;

/**
 * The path editor (issue 26 item 5): the position (one of the school's known positions or a new one), the title,
 * and the stages in order — each unlocked by the one before — with their courses and exams. Saved whole.
 */
export function PathEditor(props: {
  path: LearningPath | null;
  options: LearningPathList;
  pending: boolean;
  onSave: (body: LearningPathBody) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const positionsId = useId();
  const [draft, setDraft] = useState<PathDraft>(() => draftOf(props.path));
  const [problem, setProblem] = useState<keyof typeof PROBLEM_KEYS | null>(null);
  const set = (change: Partial<PathDraft>) => setDraft((current) => ({ ...current, ...change }));
  const moveStage = (from: number, to: number) => set({ stages: moved(draft.stages, from, to) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (!found) props.onSave(bodyOf(draft));
  };
  const stageLabel = (index: number) =>
    draft.stages[index]?.title.trim() || t('paths.editor.stageN', { number: index + 1 });
  return (
    <form className={formStyles.card} onSubmit={submit} noValidate aria-labelledby={`${positionsId}-title`}>
      <h3 id={`${positionsId}-title`} className={formStyles.subheading}>
        {props.path ? t('paths.editor.editTitle', { title: props.path.title }) : t('paths.editor.newTitle')}
      </h3>
      <TextField
        label={t('paths.editor.position')}
        hint={t('paths.editor.positionHint')}
        value={draft.position}
        maxLength={50}
        required
        list={`${positionsId}-positions`}
        error={problem === 'position' ? t(PROBLEM_KEYS.position) : undefined}
        onChange={(event) => set({ position: event.target.value })}
      />
      <datalist id={`${positionsId}-positions`}>
        {props.options.positions.map((position) => (
          <option key={position} value={position} />
        ))}
      </datalist>
      <TextField
        label={t('paths.editor.title')}
        value={draft.title}
        maxLength={100}
        required
        error={problem === 'title' ? t(PROBLEM_KEYS.title) : undefined}
        onChange={(event) => set({ title: event.target.value })}
      />
      <p className={formStyles.hint}>{t('paths.editor.stagesHint')}</p>
      <SortableList
        id={`stages-${positionsId}`}
        entries={draft.stages.map((stage, index) => ({ id: stage.key, label: stageLabel(index) }))}
        label={t('paths.editor.stages')}
        texts={pathSortableTexts(t)}
        onMove={moveStage}
      >
        {draft.stages.map((stage, index) => (
          <SortableRow
            key={stage.key}
            id={stage.key}
            label={stageLabel(index)}
            index={index}
            count={draft.stages.length}
            onMove={moveStage}
            head={<strong>{t('paths.editor.stageN', { number: index + 1 })}</strong>}
            actions={
              draft.stages.length > 1 ? (
                <button
                  type="button"
                  className={formStyles.button}
                  onClick={() => set({ stages: draft.stages.filter((one) => one.key !== stage.key) })}
                >
                  {t('paths.editor.removeStage')}
                  <span className="sr-only"> {stageLabel(index)}</span>
                </button>
              ) : null
            }
          >
            <StageEditor
              stage={stage}
              number={index + 1}
              options={props.options}
              onChange={(next) =>
                set({ stages: draft.stages.map((one) => (one.key === stage.key ? next : one)) })
              }
            />
          </SortableRow>
        ))}
      </SortableList>
      <div className={formStyles.row}>
        <button
          type="button"
          className={formStyles.button}
          onClick={() => set({ stages: [...draft.stages, emptyStage()] })}
        >
          {t('paths.editor.addStage')}
        </button>
      </div>
      {problem === 'stageTitle' || problem === 'stageItems' ? (
        <p className={formStyles.error} role="alert">
          {t(PROBLEM_KEYS[problem])}
        </p>
      ) : null}
      <div className={formStyles.row}>
        <button type="submit" className={formStyles.primary} disabled={props.pending}>
          {t('paths.editor.save')}
        </button>
        <button type="button" className={formStyles.button} onClick={props.onCancel}>
          {t('paths.editor.cancel')}
        </button>
      </div>
    </form>
  );
}
