import type { ShellBootstrap } from '@portico/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const BootstrapContext = createContext<ShellBootstrap | null>(null);

export function BootstrapProvider({ value, children }: { value: ShellBootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** The server-computed page bootstrap: the only data the shell renders from. */
export function useBootstrap(): ShellBootstrap {
  const value = useContext(BootstrapContext);
  if (!value) throw new Error('useBootstrap must be used inside <BootstrapProvider>');
  return value;
}
