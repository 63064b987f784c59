import { Dialog } from '@/components/dialog.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { FeedbackKind } from '@/lib/feedback-dialog.tsx';
import { FeedbackForm } from './feedback-form.tsx';

/**
 * Spec §4 "Feedback modal: open, then closed and reset on success or cancel": each opening mounts a fresh form.
 * Lazy-loaded (src/app/feedback-gate.tsx).
 */
export default function FeedbackDialog({
  schoolId,
  initialType,
  onClose,
}: {
  schoolId: string;
  initialType: FeedbackKind;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('feedback.title')}
      description={t('feedback.intro')}
      closeLabel={t('common.close')}
      width={560}
    >
      <FeedbackForm schoolId={schoolId} initialType={initialType} onDone={onClose} />
    </Dialog>
  );
}
