import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { clockText, crossedMark, secondsLeft } from '../lib/countdown.ts';
import styles from './exams.module.css';

interface ExamTimerProps {
  /** The server's remaining seconds when the attempt was read. */
  remainingSeconds: number;
  /** Called once when the count reaches zero (the page then submits or goes to the result). */
  onTimeUp: () => void;
}

/**
 * The visible countdown (aria-hidden: it changes every second) and a polite live region that speaks only at the
 * 10, 5 and 1 minute marks.
 */
export function ExamTimer({ remainingSeconds, onTimeUp }: ExamTimerProps) {
  const t = useT();
  const [left, setLeft] = useState(remainingSeconds);
  const [announcement, setAnnouncement] = useState('');
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  });

  useEffect(() => {
    const started = performance.now();
    let previous = remainingSeconds;
    const tick = () => {
      const now = secondsLeft(remainingSeconds, performance.now() - started);
      const mark = crossedMark(previous, now);
      if (mark !== null) setAnnouncement(t('exam.timer.minutesLeft', { count: mark }));
      previous = now;
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        onTimeUpRef.current();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [remainingSeconds, t]);

  return (
    <div className={styles.timer}>
      <span className={styles.timerLabel} aria-hidden="true">
        {t('exam.timer.label')}
      </span>{' '}
      <span className={styles.clock} aria-hidden="true">
        {clockText(left)}
      </span>
      <span className={styles.visuallyHidden}>
        {t('exam.timer.minutesLeft', { count: Math.ceil(left / 60) })}
      </span>
      <span className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
