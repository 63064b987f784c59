import type { StageState } from '@portico/core';
import type { MyLearningPaths, MyPathItem } from '@portico/contracts';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { pathItemLink } from '@/lib/path-item-link.ts';
import styles from './learning-map.module.css';

const STAGE_LABEL: Record<StageState, MessageKey> = {
  locked: 'paths.stage.locked',
  open: 'paths.stage.open',
  completed: 'paths.stage.completed',
};

function Item({ item, locked, schoolId }: { item: MyPathItem; locked: boolean; schoolId: string }) {
  const b = useBootstrap();
  const t = useT();
  const kind = t(item.kind === 'course' ? 'paths.kind.course' : 'paths.kind.exam');
  const state = t(item.completed ? 'paths.item.completed' : 'paths.item.notCompleted');
  return (
    <li className={styles.item} data-completed={item.completed}>
      {/* A locked stage's items are named, not linked: they cannot be started yet. */}
      {locked ? <span>{item.name}</span> : <a href={pathItemLink(item, schoolId, b.lang)}>{item.name}</a>}
      <span className={styles.meta}>
        {kind} · {state}
        {item.required ? '' : ` · ${t('paths.item.optional')}`}
        {item.kind === 'course' && item.progress !== null && !item.completed
          ? ` · ${t('learning.percent', { value: item.progress })}`
          : ''}
      </span>
    </li>
  );
}

/**
 * The learner's learning maps (issue 26 item 5; spec §3 learning entrances postLearning / learningMap, spec §2
 * studyCenter_JobStudy): each path of the viewer's positions as an ordered list of stages, each stage's state in
 * words (locked / open / completed — never colour alone) and each item's stored completion.
 */
export default function LearningMap({ data }: { data: MyLearningPaths }) {
  const b = useBootstrap();
  const t = useT();
  const schoolId = b.school?.id ?? '';
  return (
    <section className={styles.map} aria-labelledby="learning-map-title">
      <h2 id="learning-map-title" className={styles.heading}>
        {t('paths.map.title')}
      </h2>
      {data.paths.length === 0 ? (
        <p className={styles.empty}>
          {data.positions.length === 0 ? t('paths.map.noPosition') : t('paths.map.noPath')}
        </p>
      ) : (
        data.paths.map((path) => (
          <article key={path.id} className={styles.path} aria-labelledby={`path-${path.id}`}>
            <h3 id={`path-${path.id}`} className={styles.pathTitle}>
              {path.title}
            </h3>
            <p className={styles.meta}>
              {t('paths.map.position', { position: path.position })} ·{' '}
              {t('paths.map.percent', { value: path.percent })}
            </p>
            <ol className={styles.stages}>
              {path.stages.map((stage, index) => (
                <li key={index} className={styles.stage} data-state={stage.state}>
                  <h4 className={styles.stageTitle}>
                    {t('paths.stage.number', { number: index + 1, title: stage.title })}
                    <span className={styles.badge} data-state={stage.state}>
                      {t(STAGE_LABEL[stage.state])}
                    </span>
                  </h4>
                  {stage.state === 'locked' ? (
                    <p className={styles.hint}>{t('paths.stage.lockedHint')}</p>
                  ) : null}
                  <ul className={styles.items}>
                    {stage.items.map((item) => (
                      <Item
                        key={`${item.kind}:${item.id}`}
                        item={item}
                        locked={stage.state === 'locked'}
                        schoolId={schoolId}
                      />
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </article>
        ))
      )}
    </section>
  );
}
