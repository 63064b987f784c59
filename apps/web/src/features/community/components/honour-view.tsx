/** Honour (spec §2 o3Honor.htm): the leaderboard by honour points, and the viewer's own standing. */
import type { HonourBoard } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import type { CommunityLinks } from '../utils/links.ts';
import styles from './community.module.css';

export function HonourView({ board, l }: { board: HonourBoard; l: CommunityLinks }) {
  const t = useT();
  const { viewer } = useBootstrap();
  return (
    <section className={styles.panel} aria-labelledby="honour-board">
      <h2 id="honour-board" className={styles.heading}>
        {t('community.honour.board')}
      </h2>
      {board.viewer ? (
        <p>
          {board.viewer.rank
            ? t('community.honour.mine', { count: board.viewer.honour, rank: board.viewer.rank })
            : t('community.honour.mineUnranked')}
        </p>
      ) : null}
      {board.records.length === 0 ? (
        <p className={styles.empty}>{t('community.honour.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">{t('community.honour.board')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('community.honour.rank')}</th>
                <th scope="col">{t('community.honour.member')}</th>
                <th scope="col">{t('community.honour.points')}</th>
                <th scope="col">{t('community.honour.posts')}</th>
                <th scope="col">{t('community.honour.answers')}</th>
              </tr>
            </thead>
            <tbody>
              {board.records.map((entry) => (
                <tr key={entry.user.id} aria-current={entry.user.id === viewer?.id ? 'true' : undefined}>
                  <td className={styles.number}>{entry.rank}</td>
                  <th scope="row">
                    <a href={l.profile(entry.user.id)}>{entry.user.nickName}</a>
                  </th>
                  <td className={styles.number}>{entry.honour}</td>
                  <td className={styles.number}>{entry.posts}</td>
                  <td className={styles.number}>{entry.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
