/**
 * The console's enrolment section (issue 23 item 3, `…/management/enrolments`): an admin enrols one user in one of
 * the school's courses, or many from a CSV file, paid courses included (recorded as granted by the admin). Nothing
 * to load first: the section paints from its forms.
 */
import { useMutation } from '@tanstack/react-query';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useT } from '@/i18n/use-t.ts';
import { enrolOne } from '../api/enrolments.ts';
import { BulkEnrolForm } from './bulk-enrol-form.tsx';
import { SingleEnrolForm } from './single-enrol-form.tsx';

export default function EnrolmentsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  // Enrolments are commands, not a versioned record (no useVersionedForm): the shell's status region reports
  // the single enrolment's outcome or error; the bulk run reports per row in its own table.
  const single = useMutation({
    mutationFn: (input: { account: string; courseId: string }) => enrolOne(page.schoolId, input),
  });
  const outcome = single.data && single.variables ? { account: single.variables.account } : null;
  return (
    <SectionShell
      title={t('console.enrolments.heading')}
      lead={t('console.enrolments.lead')}
      status={
        outcome
          ? single.data?.status === 'enrolled'
            ? t('console.enrolments.enrolled', outcome)
            : t('console.enrolments.already', outcome)
          : null
      }
      error={single.error}
    >
      <SingleEnrolForm pending={single.isPending} onEnrol={(input) => single.mutate(input)} />
      <BulkEnrolForm schoolId={page.schoolId} />
    </SectionShell>
  );
}
