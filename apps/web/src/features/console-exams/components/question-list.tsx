import type { Question } from '@portico/contracts';
import formStyles from '@/components/console/console-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import { plainText } from '../utils/plain-text.ts';
import { ScrollTable } from '@/components/console/scroll-table.tsx';
import styles from './exams.module.css';

/** One page of the bank: stem, kind, category, difficulty, points, version; edit or retire each. */
export function QuestionList(props: {
  questions: Question[];
  busy: boolean;
  onEdit: (question: Question) => void;
  onRetire: (question: Question) => void;
}) {
  const t = useT();
  return (
    <ScrollTable label={t('console.exams.questions')} testId="question-list">
      <thead>
        <tr>
          <th scope="col">{t('console.exams.stem')}</th>
          <th scope="col">{t('console.exams.kind')}</th>
          <th scope="col">{t('console.exams.category')}</th>
          <th scope="col">{t('console.exams.points')}</th>
          <th scope="col">{t('console.exams.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {props.questions.map((question) => (
          <tr key={question.id}>
            <td className={styles.stem}>
              {plainText(question.stem)}
              <div className={styles.meta}>
                {t('console.exams.level', { number: question.difficulty })} ·{' '}
                {t('console.exams.version', { version: question.version })}
              </div>
            </td>
            <td>{t(`console.exams.kinds.${question.kind}`)}</td>
            <td>
              <bdi>{question.category}</bdi>
            </td>
            <td>{question.points}</td>
            <td>
              <div className={styles.actions}>
                <button type="button" className={formStyles.button} onClick={() => props.onEdit(question)}>
                  {t('console.exams.edit')}
                  <span className="sr-only"> {plainText(question.stem, 40)}</span>
                </button>
                <button
                  type="button"
                  className={formStyles.danger}
                  disabled={props.busy}
                  onClick={() => props.onRetire(question)}
                >
                  {t('console.exams.retire')}
                  <span className="sr-only"> {plainText(question.stem, 40)}</span>
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
