import { htmlLang, textDirection } from '@portico/core';
import faviconSvg from '@/assets/favicon.svg';
import { CertificationBar } from '@/features/certification/components/certification-bar.tsx';
import { BulletinBar } from '@/features/bulletin/components/bulletin-bar.tsx';
import { CookieTipMount } from '@/features/cookie-tip/components/cookie-tip-mount.tsx';
import { Footer } from '@/features/footer/components/footer.tsx';
import { RightTools } from '@/features/right-tools/components/right-tools.tsx';
import { SessionRenewal } from '@/features/session/components/session-renewal.tsx';
import { Toaster } from '@/components/toaster.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { DATA_SCRIPT_ID, EARLY_INPUT_SCRIPT_ID } from '@/lib/portico-data.ts';
import { isPreviewUrl } from '@/lib/preview.ts';
import { FeedbackGateDialog } from './feedback-gate.tsx';
import { Island } from '@/components/island.tsx';
import { LoginGateDialog } from './login-gate.tsx';
import { MobileRedirect } from './mobile-redirect.tsx';
import { pageDescription } from './page-description.ts';
import { documentTitle } from './page-title.ts';
import { AppRoutes } from './routes/index.tsx';
import { SessionOverlays } from './session-overlays.tsx';
import { HeaderLayout } from './shell/header-layout.tsx';
import { PreviewBanner } from './shell/preview-banner.tsx';
import previewStyles from './shell/preview-banner.module.css';

export interface HeadAssets {
  /** Stylesheet URLs from the client manifest (the entry's, and those of the route's lazy chunks). */
  styles: string[];
  /** Scripts of the route's lazy chunks, preloaded so hydration does not wait for them (issue 10 §4). */
  preloads?: string[];
  /** Per-request CSP nonce. */
  nonce: string;
  /** Text of the inline `window.__PORTICO__ = …` script (the client passes the server's text back unchanged). */
  dataScript: string;
  /**
   * Text of the head's first script, the guard of input before hydration (app/early-input-guard.ts). The server
   * gives it, the client passes the server's text back: the guard runs once, at parse, and the entry every visitor
   * loads does not carry its text.
   */
  earlyInputScript: string;
}

/**
 * <html> with head (charset, viewport, title, styles, data script) and the shell landmarks in body (inert under the
 * preview banner in preview mode), followed by the session machinery: toasts, background renewal, the login dialog and the agreement / name prompts.
 */
export function Document({ head }: { head: HeadAssets }) {
  const b = useBootstrap();
  const t = useT();
  // Spec §2 preview: the page shows but takes no input (banner + overlay, content inert).
  const preview = isPreviewUrl(b.url);
  // Each landmark is an island (island.tsx): hydrated apart, in slices, the one a user touches first.
  const content = (
    <>
      {b.headerHidden ? null : (
        <Island>
          <HeaderLayout />
        </Island>
      )}
      <Island>
        <CertificationBar />
        <BulletinBar />
      </Island>
      <main id="main" className="main" tabIndex={-1}>
        <Island>
          <AppRoutes />
        </Island>
      </main>
      <Island>
        <Footer />
      </Island>
      <Island>
        <RightTools />
      </Island>
    </>
  );
  return (
    <html lang={htmlLang(b.lang)} dir={textDirection(b.lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          id={EARLY_INPUT_SCRIPT_ID}
          nonce={head.nonce}
          // Browsers hide nonce attributes after parsing; the client passes the same value, no warning needed.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: head.earlyInputScript }}
        />
        <title>{documentTitle(b, t)}</title>
        <meta name="description" content={pageDescription(b, t)} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href={faviconSvg} type="image/svg+xml" />
        {head.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} data-portico-style="" />
        ))}
        {/* Low priority: React puts these above the stylesheets, and at the default (high) priority a route of
            many chunks had its stylesheets wait behind them (issue 28; web-head.test.ts). */}
        {(head.preloads ?? []).map((href) => (
          <link key={href} rel="modulepreload" fetchPriority="low" href={href} data-portico-preload="" />
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
        {preview ? (
          <>
            <PreviewBanner />
            <div className={previewStyles.content} inert>
              {content}
            </div>
          </>
        ) : (
          <>
            <a className="skip-link" href="#main">
              {t('app.skipToContent')}
            </a>
            {content}
          </>
        )}
        <Toaster />
        <SessionRenewal />
        <LoginGateDialog />
        <FeedbackGateDialog />
        <SessionOverlays />
        <CookieTipMount />
        <MobileRedirect />
      </body>
    </html>
  );
}
