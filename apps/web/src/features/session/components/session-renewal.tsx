import { useSessionRenewal } from '../api/renew-token.ts';

/** Keeps the session alive in the background; renders nothing. */
export function SessionRenewal() {
  useSessionRenewal();
  return null;
}
