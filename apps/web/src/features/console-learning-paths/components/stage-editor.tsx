import type { LearningPathList } from '@portico/contracts';
import { useState } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import { SelectField } from '@/components/select-field.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { moved, nextKey, type DraftItem, type DraftStage } from '../lib/path-draft.ts';
import { SortableList } from '@/components/sortable/sortable-list.tsx';
import { SortableRow } from '@/components/sortable/sortable-row.tsx';
import { pathSortableTexts } from '../lib/sortable-texts.ts';
import styles from './learning-paths.module.css';

/** One stage of the path editor: its title, its items in order (reorderable), and a picker to add a course or exam. */
export function StageEditor(props: {
  stage: DraftStage;
  number: number;
  options: Pick<LearningPathList, 'courses' | 'exams'>;
  onChange: (stage: DraftStage) => void;
}) {
  const t = useT();
  const { stage, options } = props;
  const [pick, setPick] = useState('');
  const setItems = (items: DraftItem[]) => props.onChange({ ...stage, items });
  const stageLabel = stage.title.trim() || t('paths.editor.stageN', { number: props.number });
  const add = () => {
    const [kind, id] = pick.split(':') as [DraftItem['kind'], string];
    const source = kind === 'course' ? options.courses : options.exams;
    const found = source.find((option) => option.id === id);
    if (!found || stage.items.some((item) => item.kind === kind && item.id === id)) return;
    setItems([...stage.items, { key: nextKey('item'), kind, id, name: found.name, required: true }]);
    setPick('');
  };
  return (
    <>
      <TextField
        label={t('paths.editor.stageTitle', { number: props.number })}
        value={stage.title}
        maxLength={100}
        required
        onChange={(event) => props.onChange({ ...stage, title: event.target.value })}
      />
      {stage.items.length === 0 ? (
        <p className={formStyles.hint}>{t('paths.editor.noItems')}</p>
      ) : (
        <SortableList
          id={`items-${stage.key}`}
          entries={stage.items.map((item) => ({ id: item.key, label: item.name }))}
          label={t('paths.editor.itemsOf', { stage: stageLabel })}
          texts={pathSortableTexts(t)}
          onMove={(from, to) => setItems(moved(stage.items, from, to))}
        >
          {stage.items.map((item, index) => (
            <SortableRow
              key={item.key}
              id={item.key}
              label={item.name}
              index={index}
              count={stage.items.length}
              onMove={(from, to) => setItems(moved(stage.items, from, to))}
              head={
                <span>
                  <bdi>{item.name}</bdi>{' '}
                  <span className={styles.meta}>
                    · {t(item.kind === 'course' ? 'paths.editor.course' : 'paths.editor.exam')}
                  </span>
                </span>
              }
              actions={
                <>
                  <label className={formStyles.check}>
                    <input
                      type="checkbox"
                      checked={item.required}
                      onChange={(event) =>
                        setItems(
                          stage.items.map((one) =>
                            one.key === item.key ? { ...one, required: event.target.checked } : one,
                          ),
                        )
                      }
                    />
                    {t('paths.editor.required')}
                    <span className="sr-only"> {item.name}</span>
                  </label>
                  <button
                    type="button"
                    className={formStyles.button}
                    onClick={() => setItems(stage.items.filter((one) => one.key !== item.key))}
                  >
                    {t('paths.editor.removeItem')}
                    <span className="sr-only"> {item.name}</span>
                  </button>
                </>
              }
            />
          ))}
        </SortableList>
      )}
      <div className={styles.addItem}>
        <div className={styles.picker}>
          <SelectField
            label={t('paths.editor.addTo', { stage: stageLabel })}
            value={pick}
            onChange={(event) => setPick(event.target.value)}
            options={[{ value: '', label: t('paths.editor.choose') }]}
            groups={[
              {
                label: t('paths.editor.courses'),
                options: options.courses.map((c) => ({ value: `course:${c.id}`, label: c.name })),
              },
              {
                label: t('paths.editor.exams'),
                options: options.exams.map((e) => ({ value: `exam:${e.id}`, label: e.name })),
              },
            ]}
          />
        </div>
        <button type="button" className={formStyles.button} disabled={!pick} onClick={add}>
          {t('paths.editor.addItem')}
        </button>
      </div>
    </>
  );
}
