import { AUTH_API_PATHS, apiPath } from '@portico/contracts';
import { ERROR_CODES, formatBadge, personalCenterLink } from '@portico/core';
import { useEffect } from 'react';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { useT } from '@/i18n/use-t.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { clearCachedUser, O3_REFRESH_LOGIN_KEY, safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { flashToasts, showToast } from '@/lib/toast.ts';
import { useO3Card } from '../api/o3-card.ts';
import styles from './o3-card.module.css';

/** Spec §8 O3 user info errors: 50001 → sign out with "user deleted"; 401 → sign out and reload. */
async function signOut(message: string | null): Promise<void> {
  await apiRequest<unknown>(apiPath(AUTH_API_PATHS.logout), { method: 'DELETE', auth: false }).catch(
    () => undefined,
  );
  clearCachedUser();
  if (message) {
    showToast(message);
    flashToasts();
  }
  nav.reload();
}

/**
 * The O3 header's user card (spec §3 "O3 nickname info", §7): the user's nickname and avatar in this school and the
 * unread notice count, linking to the O3 personal center. Client-only (lazy chunk, O3 pages only).
 */
export default function O3UserCard() {
  const b = useBootstrap();
  const t = useT();
  const schoolId = b.school?.id ?? '';
  const card = useO3Card(schoolId, b.lang);

  useEffect(() => {
    // The logout's "refresh O3 login status" flag (spec §4) is honoured by this fresh read: clear it.
    if (card.isSuccess) safeStorage()?.removeItem(O3_REFRESH_LOGIN_KEY);
    const error = card.error;
    if (!(error instanceof ApiError)) return;
    const deleted =
      error.errorCode === 'O3_USER_DELETED' ||
      (error.details as { o3Code?: number } | undefined)?.o3Code === ERROR_CODES.O3_USER_DELETED;
    if (deleted) void signOut(t('o3.userDeleted'));
    else if (error.status === ERROR_CODES.O3_UNAUTHORIZED) void signOut(null);
  }, [card.isSuccess, card.error, t]);

  if (!card.data?.nickName || !b.school) return null;
  const badge = formatBadge(card.data.notices);
  // The accessible name starts with the visible nickname (WCAG 2.5.3), then says what the number is.
  return (
    <a
      className={styles.card}
      href={personalCenterLink({ schoolId: b.school.id, lang: b.lang, isO3: true })}
      data-o3-card=""
    >
      <UserAvatar src={card.data.avatar} size={28} badgeLabel={false} />
      <span className={styles.name}>{card.data.nickName}</span>
      {badge ? (
        <>
          <span className={styles.badge} aria-hidden="true" data-o3-notices="">
            {badge}
          </span>
          <span className="sr-only">{t('o3.cardUnread', { count: badge })}</span>
        </>
      ) : null}
    </a>
  );
}
