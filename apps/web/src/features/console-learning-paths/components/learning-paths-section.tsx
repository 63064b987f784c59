/**
 * Learning paths (issue 26 item 5, `…/management/learning-paths`): the school's paths by position, each with its
 * stages, and the editor to define or change one. A save replaces the path whole with the version read (a stale
 * save is refused with EDIT_CONFLICT, shown in the status region with Reload).
 */
import type { LearningPath, LearningPathBody } from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import formStyles from '@/components/console/console-form.module.css';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useT } from '@/i18n/use-t.ts';
import { deletePath, listPaths, savePath } from '../api/learning-paths.ts';
import { PathEditor } from './path-editor.tsx';
import styles from './learning-paths.module.css';

export default function LearningPathsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const client = useQueryClient();
  const schoolId = page.schoolId;
  const queryKey = ['console', schoolId, 'learning-paths'];
  const [editing, setEditing] = useState<LearningPath | 'new' | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);
  const list = useQuery({ queryKey, queryFn: () => listPaths(schoolId) });
  const refresh = () => void client.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (body: LearningPathBody) =>
      savePath(schoolId, editing && editing !== 'new' ? editing.id : null, body),
    onSuccess: () => {
      setDone('saved');
      setEditing(null);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (pathId: string) => deletePath(schoolId, pathId),
    onSuccess: () => {
      setDone('deleted');
      refresh();
    },
  });
  const title = t('paths.console.title');
  const data = list.data;
  if (!data) return <SectionShell title={title} loading loadError={list.error} />;
  const open = (path: LearningPath | 'new') => {
    setDone(null);
    save.reset();
    setEditing(path);
  };
  const status = done
    ? t(done === 'saved' ? 'paths.console.saved' : 'paths.console.deleted')
    : t('paths.console.total', { count: data.records.length });
  return (
    <SectionShell
      title={title}
      lead={t('paths.console.lead')}
      status={status}
      error={save.error ?? remove.error}
      onReload={() => {
        setEditing(null);
        save.reset();
        refresh();
      }}
    >
      {editing ? (
        <PathEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          path={editing === 'new' ? null : editing}
          options={data}
          pending={save.isPending}
          onSave={(body) => save.mutate(body)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={formStyles.row}>
          <button type="button" className={formStyles.primary} onClick={() => open('new')}>
            {t('paths.console.new')}
          </button>
        </div>
      )}
      {data.records.length === 0 ? (
        <p className={formStyles.hint}>{t('paths.console.none')}</p>
      ) : (
        <ul className={formStyles.list} data-testid="learning-path-list">
          {data.records.map((path) => (
            <li key={path.id} className={formStyles.item}>
              <div className={formStyles.itemMain}>
                <strong>
                  <bdi>{path.title}</bdi>
                </strong>
                <span className={styles.meta}>
                  {t('paths.console.position', { position: path.position })} ·{' '}
                  {t('paths.console.stageCount', { count: path.stages.length })}
                </span>
              </div>
              <button type="button" className={formStyles.button} onClick={() => open(path)}>
                {t('paths.console.edit')}
                <span className="sr-only"> {path.title}</span>
              </button>
              <button
                type="button"
                className={formStyles.danger}
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t('paths.console.confirmDelete', { title: path.title }))) {
                    setDone(null);
                    remove.mutate(path.id);
                  }
                }}
              >
                {t('paths.console.delete')}
                <span className="sr-only"> {path.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  );
}
