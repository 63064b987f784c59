import { Dialog } from '@/components/dialog.tsx';
import { useT } from '@/i18n/use-t.ts';
import styles from './exams.module.css';

interface SubmitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Question numbers without an answer. */
  unanswered: number[];
  submitting: boolean;
  onConfirm: () => void;
}

/** Issue 24: submit asks once more, naming the questions still unanswered (Radix dialog: focus trap, Escape). */
export function SubmitDialog({ open, onOpenChange, unanswered, submitting, onConfirm }: SubmitDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('exam.confirm.title')}
      description={
        unanswered.length > 0
          ? t('exam.confirm.unanswered', { count: unanswered.length })
          : t('exam.confirm.allAnswered')
      }
      closeLabel={t('common.close')}
    >
      {unanswered.length > 0 ? (
        <ul className={styles.unansweredList} aria-label={t('exam.confirm.unansweredList')}>
          {unanswered.map((position) => (
            <li key={position}>
              <a href={`#question-${position}`} onClick={() => onOpenChange(false)}>
                {t('exam.question.number', { number: position })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onConfirm} disabled={submitting}>
          {submitting ? t('exam.submitting') : t('exam.confirm.submit')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onOpenChange(false)}>
          {t('exam.confirm.keepGoing')}
        </button>
      </div>
    </Dialog>
  );
}
