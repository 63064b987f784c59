/** Header component 006 (notification bell). Placeholder for the messages capability: renders nothing yet. */
export function NotificationSlot() {
  return null;
}
