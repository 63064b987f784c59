import { formatBadge, privateCenterLink } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useShowMessages } from '@/lib/use-show-messages.ts';
import { useMessageCount } from '../api/message-count.ts';
import styles from './notification-bell.module.css';

/**
 * Header component 006, the notification bell (spec §1, §5, §7; issue 11 §1): for a logged-in user of the school,
 * hidden on overseas hosts unless the school is on the notify list. It links to the message center; the badge is
 * the unread count (99+ above 99), first from the bootstrap, then kept current across tabs. `variant="row"` is the
 * compact header's drawer entry.
 */
export function NotificationBell({ variant = 'icon' }: { variant?: 'icon' | 'row' }) {
  const b = useBootstrap();
  const t = useT();
  const show = useShowMessages();
  const panel = b.userPanel;
  const enabled = show && b.viewer !== null && b.school !== null && panel !== null;
  const count = useMessageCount({
    schoolId: b.school?.id ?? '',
    userId: b.viewer?.id ?? '',
    initial: panel?.unreadMessages ?? 0,
    enabled,
  });
  if (!enabled || !b.school) return null;
  const badge = formatBadge(count);
  const href = privateCenterLink({ schoolId: b.school.id, type: 'personalCenter_Message', lang: b.lang });
  const label = badge ? t('messages.bellUnread', { count: badge }) : t('messages.bell');
  return (
    <a className={variant === 'row' ? styles.row : styles.bell} href={href} aria-label={label} data-bell="">
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 2.9A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {variant === 'row' ? <span className={styles.text}>{t('messages.title')}</span> : null}
      {badge ? (
        <span className={styles.badge} aria-hidden="true" data-badge="">
          {badge}
        </span>
      ) : null}
    </a>
  );
}
