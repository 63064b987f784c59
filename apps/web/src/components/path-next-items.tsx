import type { MyLearningPaths } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { pathItemLink } from '@/lib/path-item-link.ts';
import styles from './position-tasks.module.css';

/**
 * The next items of the viewer's learning paths (issue 26 item 5; core nextPathItems: incomplete items of the
 * open stages, required first) — the AI page's role-learning tab, beside the position tasks.
 */
export function PathNextItems({ paths, headingLevel = 2 }: { paths: MyLearningPaths; headingLevel?: 2 | 3 }) {
  const b = useBootstrap();
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (paths.paths.length === 0) return null;
  return (
    <section className={styles.tasks} aria-labelledby="path-next-title">
      <Heading id="path-next-title" className={styles.title}>
        {t('paths.next.title')}
      </Heading>
      {paths.next.length === 0 ? (
        <p className={styles.empty}>{t('paths.next.done')}</p>
      ) : (
        <ol className={styles.list}>
          {paths.next.map((item) => (
            <li key={`${item.pathId}:${item.kind}:${item.id}`} className={styles.task}>
              <a className={styles.course} href={pathItemLink(item, b.school?.id ?? '', b.lang)}>
                {item.name}
              </a>
              <p className={styles.meta}>
                <span>{t(item.kind === 'course' ? 'paths.next.course' : 'paths.next.exam')}</span>
                <span>{item.pathTitle}</span>
                {item.required ? null : <span>{t('paths.next.optional')}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
