/**
 * `/h5/` (spec §4 mobile redirect target): a minimal mobile page — the school's logo and name, a notice and a link
 * back to the portal — until the community's mobile pages exist (issue 10 §2). Rendered to static markup on the
 * server: no script, no hydration, its few styles inline (the CSP allows inline styles, not scripts).
 */
import { htmlLang, loginSelectLink, portalHomeLink, textDirection, type LanguageCode } from '@portico/core';
import type { SchoolInfo } from '@portico/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import defaultLogo from '@/assets/default-logo.svg';
import faviconSvg from '@/assets/favicon.svg';
import type { MessageKey, Messages, MessageVars } from '@/i18n/keys.ts';
import { schoolDisplayName } from '@/lib/names.ts';

export interface MobileShellInput {
  lang: LanguageCode;
  /** The school the query named (tenantId / schoolId), when it exists. */
  school: SchoolInfo | null;
  messages: Messages;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;
background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-inline-size:32rem;margin-inline:auto;padding:2rem 1.25rem;display:grid;gap:1.25rem;justify-items:center;text-align:center}
img{display:block;inline-size:64px;block-size:64px;border-radius:14px;object-fit:contain}
h1{margin:0;font-size:1.375rem}
p{margin:0;color:#475569}
a{display:inline-flex;align-items:center;justify-content:center;min-block-size:44px;padding-inline:1.5rem;
border-radius:999px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
`;

function translator(messages: Messages) {
  return (key: MessageKey, vars: MessageVars = {}) =>
    messages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

function MobileShell({ lang, school, messages }: MobileShellInput) {
  const t = translator(messages);
  const site = schoolDisplayName(school, lang) ?? t('app.name');
  const back = school
    ? { href: portalHomeLink({ schoolId: school.id, lang }), label: t('h5.openPortal') }
    : { href: loginSelectLink({ lang }), label: t('h5.chooseSchool') };
  const description = school ? t('meta.description', { site }) : t('meta.descriptionDefault');
  return (
    <html lang={htmlLang(lang)} dir={textDirection(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('app.documentTitle', { page: t('h5.title'), site })}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href={faviconSvg} type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>
          <img src={school?.logoUrl ?? school?.iconUrl ?? defaultLogo} alt="" width={64} height={64} />
          <h1>{site}</h1>
          <p>{t('h5.notice')}</p>
          <a href={back.href}>{back.label}</a>
        </main>
      </body>
    </html>
  );
}

/** The whole `/h5/` document. */
export function renderMobileShellHtml(input: MobileShellInput): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MobileShell {...input} />)}`;
}
