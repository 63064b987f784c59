import type { UserInfo } from '@portico/contracts';
import { Dialog } from '@/components/dialog.tsx';
import { useT } from '@/i18n/use-t.ts';
import { LoginForm } from './login-form.tsx';

/** The login form in place (spec §4 "actions requiring login open the login dialog"). Lazy-loaded. */
export default function LoginDialog({
  onClose,
  onSuccess,
}: {
  onClose: () => void;
  onSuccess: (user: UserInfo) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('route.login')}
      description={t('auth.dialogDescription')}
      closeLabel={t('common.close')}
    >
      <LoginForm onSuccess={onSuccess} />
    </Dialog>
  );
}
