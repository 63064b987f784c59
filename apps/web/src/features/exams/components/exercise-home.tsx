/**
 * `/iexam/{schoolId}/exercise/home` (issue 24, page type EXERCISE): practice sets by category with the viewer's
 * counts, the practice runner and the mistake book. Visitors see the sets and are asked to log in to start.
 */
import type { PracticeQuestion } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { usePracticeHome } from '../api/practice-home.ts';
import { usePracticeSet } from '../api/practice-set.ts';
import styles from './exams.module.css';
import { MistakeBook } from './mistake-book.tsx';
import { PracticeRunner } from './practice-runner.tsx';

interface ExerciseHomeProps {
  schoolId: string;
  lang: LanguageCode;
  signedIn: boolean;
}

type Mode =
  | { kind: 'home' }
  | { kind: 'set'; category: string }
  | { kind: 'mistakes' }
  | { kind: 'retry'; questions: PracticeQuestion[] };

export default function ExerciseHome({ schoolId, signedIn }: ExerciseHomeProps) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const [mode, setMode] = useState<Mode>({ kind: 'home' });
  const home = usePracticeHome(schoolId);
  const set = usePracticeSet(schoolId, mode.kind === 'set' ? mode.category : null);
  const back = () => setMode({ kind: 'home' });

  if (mode.kind === 'set') {
    if (set.isPending) return <p role="status">{t('common.loading')}</p>;
    if (set.isError) {
      return (
        <p className={styles.error} role="alert">
          {errorText(set.error, t)}
        </p>
      );
    }
    return (
      <PracticeRunner
        schoolId={schoolId}
        title={mode.category}
        questions={set.data.questions}
        onDone={back}
      />
    );
  }
  if (mode.kind === 'retry') {
    return (
      <PracticeRunner
        schoolId={schoolId}
        title={t('practice.mistakes.title')}
        questions={mode.questions}
        onDone={() => setMode({ kind: 'mistakes' })}
      />
    );
  }
  if (mode.kind === 'mistakes') {
    return (
      <MistakeBook
        schoolId={schoolId}
        onPractise={(questions) => setMode({ kind: 'retry', questions })}
        onBack={back}
      />
    );
  }
  if (home.isPending) return <p role="status">{t('common.loading')}</p>;
  if (home.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(home.error, t)}
      </p>
    );
  }
  const { sets, mistakeCount } = home.data;
  return (
    <div className={styles.exercise}>
      {!signedIn ? <p className={styles.panel}>{t('practice.visitorNote')}</p> : null}
      <section aria-labelledby="practice-sets-title" className={styles.exercise}>
        <h2 id="practice-sets-title" className={styles.sectionTitle}>
          {t('practice.sets')}
        </h2>
        {sets.length === 0 ? <p>{t('practice.noSets')}</p> : null}
        <ul className={styles.list}>
          {sets.map((item) => (
            <li key={item.category} className={styles.card}>
              <div className={styles.cardHead}>
                <h3 className={styles.cardTitle}>{item.category}</h3>
                <span className={styles.muted}>
                  {t('exam.info.questionCount', { count: item.questionCount })}
                </span>
              </div>
              {signedIn ? (
                <p className={styles.muted}>
                  {t('practice.answered', { count: item.answered })} ·{' '}
                  {t('practice.wrong', { count: item.wrong })}
                </p>
              ) : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.primary}
                  aria-label={t(signedIn ? 'practice.startSet' : 'practice.loginToStartSet', {
                    category: item.category,
                  })}
                  onClick={() =>
                    signedIn
                      ? setMode({ kind: 'set', category: item.category })
                      : requireLogin(() => nav.reload())
                  }
                >
                  {t(signedIn ? 'practice.start' : 'practice.loginToStart')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {signedIn ? (
        <section aria-labelledby="mistake-book-title" className={styles.card}>
          <h2 id="mistake-book-title" className={styles.sectionTitle}>
            {t('practice.mistakes.title')}
          </h2>
          <p>{t('practice.mistakes.count', { count: mistakeCount })}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => setMode({ kind: 'mistakes' })}>
              {t('practice.mistakes.open')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
