/**
 * `/h5/`: the mobile pages of spec §4's redirect targets. The server sends this shell — the school's name and
 * logo, the section tabs, a loading line, the whole stylesheet inline and the page's texts — so the first paint
 * needs no other request; the small mobile client (apps/web/src/h5, its own Vite entry, never in the desktop
 * bundle) then reads the hash route, fetches the community API and renders the view. Static markup: no
 * hydration. States that need no data (no school, no community) are rendered here already.
 */
import { htmlLang, loginSelectLink, portalHomeLink, textDirection } from '@portico/core';
import type { MobileShellRenderInput } from '@portico/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import defaultLogo from '@/assets/default-logo.svg';
import faviconSvg from '@/assets/favicon.svg';
import { H5_DATA_ID, type H5Data } from '@/h5/data.ts';
import H5_CSS from '@/h5/h5.css?raw';
import type { MessageKey, Messages, MessageVars, RawMessageKey } from '@/i18n/keys.ts';
import { schoolDisplayName } from '@/lib/names.ts';
import { serializeForScript } from '@/lib/portico-data.ts';

/** The server's input (@portico/contracts, the server-render seam) with the page language's messages. */
export interface MobileShellInput extends MobileShellRenderInput {
  messages: Messages;
}

function translator(messages: Messages) {
  // Its texts (h5.*, meta.*) are no plural families: each key is a text of the file.
  return (key: RawMessageKey, vars: MessageVars = {}) =>
    messages[key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

/** Texts only this server render uses (the client never shows these states). */
const SERVER_ONLY = /^h5\.(title|noscript|openPortal|chooseSchool|noSchool\.)/;

/** Only the texts the mobile client uses travel with the page. */
function clientMessages(messages: Messages): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(
      ([key]) => (key.startsWith('h5.') && !SERVER_ONLY.test(key)) || key === 'app.documentTitle',
    ),
  );
}

/**
 * The stylesheet as sent: comments and layout whitespace dropped (the file keeps them for its readers); spaces
 * inside selectors and values stay.
 */
const H5_STYLE = H5_CSS.replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,])\s*/g, '$1')
  .replace(/: /g, ':')
  .trim();

const TABS = [
  ['home', '#/pages/index/index', 'h5.nav.home'],
  ['posts', '#/pages/index/index?id=0', 'h5.nav.posts'],
  ['themes', '#/pages/index/index?id=9', 'h5.nav.themes'],
  ['circles', '#/pages/index/index?id=11', 'h5.nav.circles'],
  ['fame', '#/pages/index/index?id=7', 'h5.nav.fame'],
] as const satisfies ReadonlyArray<readonly [string, string, MessageKey]>;

function MobileShell({ lang, school, schoolSource, messages, scripts, nonce }: MobileShellInput) {
  const t = translator(messages);
  const site = schoolDisplayName(school, lang) ?? t('app.name');
  const community = school?.kind === 'o3';
  const description = school ? t('meta.description', { site }) : t('meta.descriptionDefault');
  const data: H5Data = {
    lang,
    school: school ? { id: school.id, name: site, logoUrl: school.logoUrl, community } : null,
    schoolSource,
    messages: clientMessages(messages),
  };
  const [entry, ...preloads] = scripts;
  const brand = (
    <>
      <img src={school?.logoUrl ?? school?.iconUrl ?? defaultLogo} alt="" width={32} height={32} />
      <span>{site}</span>
    </>
  );
  return (
    <html lang={htmlLang(lang)} dir={textDirection(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t('app.documentTitle', { page: t('h5.title'), site })}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href={faviconSvg} type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: H5_STYLE }} />
        {school && community && entry ? <script type="module" src={entry} nonce={nonce} /> : null}
        {school && community
          ? preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)
          : null}
      </head>
      <body>
        <header className="top">
          {community ? (
            <a className="brand" href="#/pages/index/index">
              {brand}
            </a>
          ) : (
            <div className="brand">{brand}</div>
          )}
          {school ? (
            <a className="desk" href={portalHomeLink({ schoolId: school.id, lang })}>
              {t('h5.openPortal')}
            </a>
          ) : null}
        </header>
        {community ? (
          <nav className="tabs" aria-label={t('h5.nav.label')}>
            <ul>
              {TABS.map(([tab, href, label]) => (
                <li key={tab}>
                  <a href={href} data-tab={tab}>
                    {t(label)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="h5-main" tabIndex={-1} aria-busy={community ? true : undefined}>
          {!school ? (
            <>
              <h1 className="title">{t('h5.noSchool.title')}</h1>
              <div className="state">
                <p>{t('h5.noSchool.text')}</p>
                <a className="button" href={loginSelectLink({ lang })}>
                  {t('h5.chooseSchool')}
                </a>
              </div>
            </>
          ) : !community ? (
            <>
              <h1 className="title">{t('h5.noCommunity.title')}</h1>
              <div className="state">
                <p>{t('h5.noCommunity.text')}</p>
                <a className="button" href={portalHomeLink({ schoolId: school.id, lang })}>
                  {t('h5.openPortal')}
                </a>
              </div>
            </>
          ) : (
            <>
              {/* The view's own h1 replaces this one when its data arrives; until then the page has a title. */}
              <h1 className="title">{site}</h1>
              <p className="loading" role="status">
                {t('h5.loading')}
              </p>
              <noscript>
                <p className="state">{t('h5.noscript')}</p>
              </noscript>
            </>
          )}
        </main>
        {school && community ? (
          <script
            type="application/json"
            id={H5_DATA_ID}
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: serializeForScript(data) }}
          />
        ) : null}
      </body>
    </html>
  );
}

/** The whole `/h5/` document. */
export function renderMobileShellHtml(input: MobileShellInput): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MobileShell {...input} />)}`;
}
