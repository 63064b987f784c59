/** Credit (spec §2 o3Credit.htm): the viewer's balance and the activity that earned it. */
import type { CreditLedger } from '@portico/contracts';
import type { PointReason } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { links } from '../utils/links.ts';
import styles from './community.module.css';

const REASON_KEYS: Record<PointReason, MessageKey> = {
  post: 'community.credit.reason.post',
  question: 'community.credit.reason.question',
  reply: 'community.credit.reason.reply',
  answer: 'community.credit.reason.answer',
  liked: 'community.credit.reason.liked',
};

export function CreditView({ ledger }: { ledger: CreditLedger | null }) {
  const t = useT();
  const { school, lang, viewer } = useBootstrap();
  if (!viewer || !ledger || !school) return <p className={styles.empty}>{t('community.signIn.credit')}</p>;
  const l = links(school.id, lang);
  return (
    <div className={styles.community}>
      <section className={styles.panel} aria-labelledby="credit-balance">
        <h2 id="credit-balance" className={styles.heading}>
          {t('community.credit.balanceTitle')}
        </h2>
        <dl className={styles.summary}>
          <div>
            <dt>{t('community.credit.credit')}</dt>
            <dd>{ledger.credit}</dd>
          </div>
          <div>
            <dt>{t('community.credit.honour')}</dt>
            <dd>{ledger.honour}</dd>
          </div>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="credit-history">
        <h2 id="credit-history" className={styles.heading}>
          {t('community.credit.history')}
        </h2>
        {ledger.records.length === 0 ? (
          <p className={styles.empty}>{t('community.credit.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="sr-only">{t('community.credit.history')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('community.credit.activity')}</th>
                  <th scope="col">{t('community.credit.post')}</th>
                  <th scope="col">{t('community.credit.credit')}</th>
                  <th scope="col">{t('community.credit.honour')}</th>
                  <th scope="col">{t('community.credit.date')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.records.map((entry) => (
                  <tr key={entry.id}>
                    <td>{t(REASON_KEYS[entry.reason])}</td>
                    <td>{entry.post ? <a href={l.post(entry.post.id)}>{entry.post.title}</a> : '—'}</td>
                    <td className={styles.number}>+{entry.credit}</td>
                    <td className={styles.number}>+{entry.honour}</td>
                    <td>
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, lang)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
