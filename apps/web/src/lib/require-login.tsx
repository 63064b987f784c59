import { createContext, useContext } from 'react';

/**
 * Runs `action` now when the viewer is logged in; otherwise opens the login dialog and runs it after a successful
 * login (the page then reloads unless the action navigated). Provided by src/app/login-gate.tsx.
 */
export type RequireLogin = (action: () => void) => void;

export const RequireLoginContext = createContext<RequireLogin>((action) => action());

export function useRequireLogin(): RequireLogin {
  return useContext(RequireLoginContext);
}
