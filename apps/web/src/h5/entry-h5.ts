/**
 * The `/h5/` mobile client (spec §4 redirect targets): its own small Vite entry, never part of the desktop bundle.
 * The server already painted the shell (header, section tabs, a loading line) in the right language for the right
 * school; this reads `location.hash` (core parseH5Hash), fetches the community API and renders the view, and
 * again on every `hashchange`. Links stay in the spec's hash form (`#/pages/…`), so the document's own query
 * (schoolId, sxz-lang) is kept by every navigation.
 */
import { isSchoolId, loginLink, parseH5Hash, STORAGE_KEYS, type H5View } from '@portico/core';
import { communityReader, H5ApiError } from './api.ts';
import { H5_DATA_ID, type H5Data } from './data.ts';
import { reloadTarget } from './school-choice.ts';
import { h } from './dom.ts';
import { createUi, pageTitle, statePage } from './ui.ts';
import { LOADERS, type Rendered } from './views.ts';

const data = JSON.parse(document.getElementById(H5_DATA_ID)?.textContent ?? 'null') as H5Data;
const ui = createUi(data.lang, data.messages);
const main = document.getElementById('h5-main') as HTMLElement;

function storedSchool(): string | null {
  try {
    const stored =
      localStorage.getItem(STORAGE_KEYS.SCHOOL_ID) ?? localStorage.getItem(STORAGE_KEYS.TENANT_ID);
    return isSchoolId(stored) ? stored : null;
  } catch {
    return null;
  }
}

const TAB_OF: Partial<Record<H5View['view'], string>> = {
  home: 'home',
  posts: 'posts',
  themes: 'themes',
  topic: 'themes',
  circles: 'circles',
  circle: 'circles',
  fame: 'fame',
};

function markTab(view: H5View['view']): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-tab]')) {
    if (link.dataset.tab === TAB_OF[view]) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

function here(): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

const homeLink = () => h('a', { class: 'button', href: '#/pages/index/index' }, ui.t('h5.notFound.home'));

function notFoundPage(): Rendered {
  return {
    title: ui.t('h5.notFound.title'),
    nodes: statePage({
      title: ui.t('h5.notFound.title'),
      text: ui.t('h5.notFound.text'),
      action: homeLink(),
    }),
  };
}

function failurePage(error: unknown, retry: () => void): Rendered {
  const status = error instanceof H5ApiError ? error.status : 0;
  const code = error instanceof H5ApiError ? error.errorCode : null;
  if (code === 'COMMUNITY_NOT_AVAILABLE') return noCommunityPage();
  if (status === 404 || status === 400) return notFoundPage();
  if (status === 401 || status === 403) {
    const title = ui.t('h5.signIn.title');
    const action = h(
      'a',
      { class: 'button', href: loginLink({ redirect: here(), lang: data.lang }) },
      ui.t('h5.signIn.action'),
    );
    return { title, nodes: statePage({ title, text: ui.t('h5.signIn.text'), action }) };
  }
  const title = ui.t('h5.error.title');
  const action = h('button', { type: 'button', class: 'button', onclick: retry }, ui.t('h5.error.retry'));
  return { title, nodes: statePage({ title, text: ui.t('h5.error.text'), action }) };
}

function noCommunityPage(): Rendered {
  const title = ui.t('h5.noCommunity.title');
  return { title, nodes: statePage({ title, text: ui.t('h5.noCommunity.text') }) };
}

let current: AbortController | null = null;

async function render(first: boolean): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const { route } = parseH5Hash(location.hash);
  markTab(route.view);
  let rendered: Rendered;
  if (!data.school) {
    // The server rendered the "choose a school" state already; nothing to fetch.
    main.removeAttribute('aria-busy');
    return;
  }
  if (!data.school.community) rendered = noCommunityPage();
  else if (route.view === 'not-found') rendered = notFoundPage();
  else {
    main.setAttribute('aria-busy', 'true');
    if (!first)
      main.replaceChildren(
        pageTitle(data.school.name),
        h('p', { class: 'loading', role: 'status' }, ui.t('h5.loading')),
      );
    const api = communityReader(data.school.id, controller.signal);
    try {
      // Each loader takes the route of its own view.
      rendered = await (LOADERS[route.view] as (u: typeof ui, a: typeof api, r: H5View) => Promise<Rendered>)(
        ui,
        api,
        route,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      rendered = failurePage(error, () => void render(false));
    }
    if (controller.signal.aborted) return;
  }
  main.replaceChildren(...rendered.nodes);
  main.removeAttribute('aria-busy');
  document.title = ui.t('app.documentTitle', { page: rendered.title, site: data.school.name });
  if (!first) {
    window.scrollTo(0, 0);
    main.querySelector<HTMLElement>('h1')?.focus();
  }
  performance.mark('h5-content');
}

const target = reloadTarget(
  location,
  { lang: data.lang, schoolSource: data.schoolSource, schoolId: data.school?.id ?? null },
  storedSchool(),
);
if (target) location.replace(target);
else {
  window.addEventListener('hashchange', () => void render(false));
  void render(true);
}
