import { loginSelectLink } from '@portico/core';
import { formStyles as styles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';

/**
 * Spec §2 `way=go_back`: a Back button to the previous page (the school chooser when there is no history). Decided
 * from the server's URL, so the server and the hydrated page agree.
 */
export function BackButton() {
  const b = useBootstrap();
  const t = useT();
  const query = new URLSearchParams(b.url.split('?')[1] ?? '');
  if (query.get('way') !== 'go_back') return null;
  const onClick = () => {
    if (window.history.length > 1) window.history.back();
    else nav.assign(loginSelectLink({ lang: b.lang }));
  };
  return (
    <button className={styles.secondary} type="button" onClick={onClick}>
      {t('common.back')}
    </button>
  );
}
