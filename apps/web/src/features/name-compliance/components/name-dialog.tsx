import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { formStyles as styles } from '@/components/form-styles.ts';
import { TextField } from '@/components/text-field.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { NAME_PROMPTED_KEY, safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { useUpdateMe } from '../api/update-me.ts';
import { REAL_NAME_MAX, realNameError } from '../utils/validate-real-name.ts';

/**
 * Spec §4 name compliance: a dismissable prompt for the real name, shown once per browser session. Saving
 * reloads so the server bootstrap reflects the new name. Lazy-loaded.
 */
export default function NameDialog({ onClose }: { onClose: () => void }) {
  const b = useBootstrap();
  const t = useT();
  const update = useUpdateMe();
  const [fieldError, setFieldError] = useState<string | null>(null);
  useEffect(() => {
    safeStorage('session')?.setItem(NAME_PROMPTED_KEY, '1');
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const realName = String(new FormData(event.currentTarget).get('realName') ?? '').trim();
    const problem = realNameError(realName);
    setFieldError(problem ? t(problem, { max: REAL_NAME_MAX, count: REAL_NAME_MAX }) : null);
    if (!problem) update.mutate({ realName }, { onSuccess: () => nav.reload() });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('name.title')}
      description={t('name.text')}
      closeLabel={t('common.close')}
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('name.label')}
          name="realName"
          autoComplete="name"
          maxLength={REAL_NAME_MAX}
          defaultValue={b.viewer?.realName ?? ''}
          required
          error={fieldError}
        />
        {update.isError ? (
          <p className={styles.alert} role="alert">
            {errorText(update.error, t)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button className={styles.primary} type="submit" disabled={update.isPending || update.isSuccess}>
            {t('name.save')}
          </button>
          <button className={styles.secondary} type="button" onClick={onClose}>
            {t('name.later')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
