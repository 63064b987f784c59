import { API_LIMITS } from '@portico/core';
import type { UserInfo } from '@portico/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { showToast } from '@/lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { avatarFileProblem, nicknameProblem, readAsDataUrl } from '../utils/profile-input.ts';

/**
 * The owner's profile editor (issue 11 §4): nickname (1–30 characters, no special characters or emoji — core's
 * checks, again on the server) and avatar (GIF, JPEG or PNG up to 512 KiB, previewed before saving). Saving
 * reloads the page, so the header and every avatar show the change.
 */
export function ProfileEditor({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const t = useT();
  const nameId = useId();
  const fileId = useId();
  const errorId = useId();
  const [nickName, setNickName] = useState(user.nickName ?? '');
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useUpdateProfile();
  const say = (key: MessageKey) => {
    const max = key.endsWith('TOO_LARGE') ? 512 : API_LIMITS.USER_NAME;
    setProblem(t(key, { max, count: max }));
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const bad = avatarFileProblem(file);
    if (bad) return say(bad);
    setProblem(null);
    setImage(await readAsDataUrl(file));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changedName = nickName.trim() !== (user.nickName ?? '') ? nickName.trim() : null;
    const bad = changedName !== null ? nicknameProblem(changedName) : null;
    if (bad) return say(bad);
    if (changedName === null && image === null) return onClose();
    save.mutate(
      { nickName: changedName, image },
      {
        onSuccess: () => {
          showToast(t('person.saved'));
          nav.reload();
        },
        onError: (error) => setProblem(errorText(error, t)),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('person.edit')}
      closeLabel={t('common.close')}
    >
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={fileId}>
            {t('person.avatar')}
          </label>
          <UserAvatar src={image ?? user.avatarUrl} size={72} />
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <p className={formStyles.hint}>{t('person.avatarHint')}</p>
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={nameId}>
            {t('person.nickname')}
          </label>
          <input
            id={nameId}
            className={formStyles.input}
            value={nickName}
            maxLength={API_LIMITS.USER_NAME * 2}
            autoComplete="nickname"
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setNickName(event.target.value)}
          />
        </div>
        {problem ? (
          <p id={errorId} className={formStyles.alert} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={formStyles.primary} disabled={save.isPending}>
            {t('person.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
