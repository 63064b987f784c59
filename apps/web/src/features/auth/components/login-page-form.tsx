import { isSafeRedirectPath, loginSelectLink, type LanguageCode } from '@portico/core';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { nav } from '@/lib/navigation.ts';
import { LoginForm } from './login-form.tsx';

/** How long "Login successful" stays on screen before the page moves on (UI timing, not a spec value). */
export const LOGIN_SUCCESS_PAUSE_MS = 600;

/** The safe `redirect` of the login URL, else the school chooser (spec §2, contracts.md §5). */
export function loginTarget(search: string, lang: LanguageCode): string {
  const redirect = new URLSearchParams(search).get('redirect');
  return redirect && isSafeRedirectPath(redirect) ? redirect : loginSelectLink({ lang });
}

/** /login/index: the form; after success a short "Login successful", then the redirect target. */
export default function LoginPageForm() {
  const b = useBootstrap();
  return (
    <LoginForm
      onSuccess={() => {
        const target = loginTarget(window.location.search, b.lang);
        setTimeout(() => nav.assign(target), LOGIN_SUCCESS_PAUSE_MS);
      }}
    />
  );
}
