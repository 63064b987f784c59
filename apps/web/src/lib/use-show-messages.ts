import { showMessages } from '@portico/core';
import { useBootstrap } from './bootstrap-context.tsx';

/**
 * Spec §5 "Messages are hidden on overseas domains unless the school is on a notify list": for every messages or
 * notification entry (header component 006, a messages link). The notify flag comes with the bootstrap.
 */
export function useShowMessages(): boolean {
  const b = useBootstrap();
  return showMessages({ overseas: b.overseas, notifySchool: b.switching.notifySchool });
}
