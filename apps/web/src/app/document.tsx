import { htmlLang, textDirection } from '@portico/core';
import { Footer } from '@/features/footer/components/footer.tsx';
import { Header } from '@/features/header/components/header.tsx';
import { SessionRenewal } from '@/features/session/components/session-renewal.tsx';
import { UserMenu } from '@/features/user-menu/components/user-menu.tsx';
import { Toaster } from '@/components/toaster.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { DATA_SCRIPT_ID } from '@/lib/portico-data.ts';
import { LoginGateDialog } from './login-gate.tsx';
import { documentTitle } from './page-title.ts';
import { AppRoutes } from './routes/index.tsx';
import { SessionOverlays } from './session-overlays.tsx';

export interface HeadAssets {
  /** Stylesheet URLs from the client manifest. */
  styles: string[];
  /** Per-request CSP nonce. */
  nonce: string;
  /** Text of the inline `window.__PORTICO__ = …` script (the client passes the server's text back unchanged). */
  dataScript: string;
}

/**
 * <html> with head (charset, viewport, title, styles, data script) and the shell landmarks in body, followed by
 * the session machinery: toasts, background renewal, the login dialog and the agreement / name prompts.
 */
export function Document({ head }: { head: HeadAssets }) {
  const b = useBootstrap();
  const t = useT();
  return (
    <html lang={htmlLang(b.lang)} dir={textDirection(b.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{documentTitle(b, t)}</title>
        {head.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-portico-style="" />
        ))}
        <script
          id={DATA_SCRIPT_ID}
          nonce={head.nonce}
          // Browsers hide nonce attributes after parsing; the client passes the same value, no warning needed.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: head.dataScript }}
        />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        {b.headerHidden ? null : <Header userMenu={<UserMenu />} />}
        <main id="main" className="main" tabIndex={-1}>
          <AppRoutes />
        </main>
        <Footer />
        <Toaster />
        <SessionRenewal />
        <LoginGateDialog />
        <SessionOverlays />
      </body>
    </html>
  );
}
