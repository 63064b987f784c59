import { NotificationBell } from '@/features/messages/components/notification-bell.tsx';

/**
 * Header component 006, the notification bell (issue 11 §1): logged-in users of the school, hidden on overseas
 * hosts unless the school is on the notify list; links to the message center with the unread count.
 */
export function NotificationSlot() {
  return <NotificationBell />;
}
