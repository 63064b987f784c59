/** The building blocks every mobile view shares: texts, dates, avatars, post cards and the page states. */
import { h5Hash, htmlLang, POST_KINDS, type LanguageCode } from '@portico/core';
import type { CircleRef, CommunityAuthor, PostSummary, TopicRef } from '@portico/contracts';
import { pluralText } from '@/i18n/plural.ts';
import { localizedName } from '@/lib/names.ts';
import { h, type Child } from './dom.ts';

export interface Ui {
  lang: LanguageCode;
  t(key: string, vars?: Record<string, string | number>): string;
  date(iso: string): string;
  name(ref: { name: string; nameEn: string }): string;
}

export function createUi(lang: LanguageCode, messages: Record<string, string>): Ui {
  const dates = new Intl.DateTimeFormat(htmlLang(lang), { year: 'numeric', month: 'short', day: 'numeric' });
  return {
    lang,
    // A `count` picks the plural form of a family (`key_one`, `key_few`…), as the app's useT does.
    t: (key, vars = {}) =>
      (
        (vars.count !== undefined ? pluralText(messages, lang, key, vars.count) : undefined) ??
        messages[key] ??
        key
      ).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole)),
    date: (iso) => {
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? '' : dates.format(at);
    },
    name: (ref) => localizedName(ref.name, ref.nameEn, lang),
  };
}

/** The page's one h1: focused after a hash navigation, so a screen reader announces the new page. */
export function pageTitle(text: string, userText = false): HTMLHeadingElement {
  // Titles people wrote take their own direction (an English post on an Arabic page reads left to right).
  return h('h1', { class: 'title', tabindex: -1, dir: userText ? 'auto' : null }, text);
}

export function avatar(author: CommunityAuthor, size = 32): HTMLElement {
  const initial = h('span', { class: 'avatar', 'aria-hidden': 'true' }, [...author.nickName][0] ?? '?');
  if (!author.avatarUrl) return initial;
  const image = h('img', {
    class: 'avatar',
    src: author.avatarUrl,
    alt: '',
    width: size,
    height: size,
    loading: 'lazy',
  });
  // A broken avatar shows the initial instead (spec §8 "Broken … avatar: default avatar").
  image.addEventListener('error', () => image.replaceWith(initial), { once: true });
  return image;
}

export function kindBadge(ui: Ui, kind: number): HTMLElement {
  const ask = kind === POST_KINDS.ASK;
  return h('span', { class: ask ? 'badge ask' : 'badge' }, ui.t(ask ? 'h5.kind.ask' : 'h5.kind.post'));
}

export function topicChips(ui: Ui, topics: TopicRef[]): HTMLElement | null {
  if (topics.length === 0) return null;
  return h(
    'ul',
    { class: 'chips', 'aria-label': ui.t('h5.post.topics') },
    topics.map((topic) =>
      h(
        'li',
        null,
        h('a', { href: h5Hash({ view: 'topic', cid: topic.id }), dir: 'auto' }, `#${ui.name(topic)}`),
      ),
    ),
  );
}

export function circleLink(ui: Ui, circle: CircleRef | null): HTMLElement | null {
  if (!circle) return null;
  return h('a', { href: h5Hash({ view: 'circle', circleId: circle.id }), dir: 'auto' }, ui.name(circle));
}

/** One post in a list: the title links to the post; author, date, counts; no nested interactive noise. */
function postCard(ui: Ui, post: PostSummary): HTMLElement {
  return h(
    'li',
    { class: 'card post' },
    h(
      'h3',
      null,
      h(
        'a',
        { href: h5Hash({ view: 'blog', blogId: post.id, circleId: null }) },
        kindBadge(ui, post.kind),
        // The title alone takes its own direction (the badge is in the page's language).
        h('span', { dir: 'auto' }, post.title),
      ),
    ),
    post.excerpt ? h('p', { class: 'excerpt', dir: 'auto' }, post.excerpt) : null,
    h(
      'p',
      { class: 'meta' },
      avatar(post.author, 24),
      h('span', { dir: 'auto' }, post.author.nickName),
      h('time', { datetime: post.createdAt }, ui.date(post.createdAt)),
    ),
    h(
      'p',
      { class: 'stats' },
      h('span', null, ui.t('h5.post.replyCount', { count: post.replyCount })),
      h('span', null, ui.t('h5.post.likeCount', { count: post.likeCount })),
    ),
  );
}

export function postList(ui: Ui, posts: PostSummary[], empty: string): HTMLElement {
  if (posts.length === 0) return h('p', { class: 'empty' }, empty);
  return h(
    'ul',
    { class: 'list' },
    posts.map((post) => postCard(ui, post)),
  );
}

export function section(title: string, ...children: Child[]): HTMLElement {
  return h('section', { class: 'section' }, h('h2', null, title), children);
}

/** A "Show more" button that appends the next page into `list`; removes itself when everything is shown. */
export function moreButton<T>(
  ui: Ui,
  input: {
    label: string;
    shown: number;
    total: number;
    load: (page: number) => Promise<T[]>;
    item: (x: T) => Node;
  },
  list: HTMLElement,
): HTMLElement | null {
  let shown = input.shown;
  let page = 1;
  if (shown >= input.total) return null;
  const button = h('button', { type: 'button', class: 'more' }, input.label);
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    input
      .load(page + 1)
      .then((records) => {
        page += 1;
        shown += records.length;
        for (const record of records) list.appendChild(input.item(record));
        if (shown >= input.total || records.length === 0) button.remove();
      })
      .catch(() => {
        button.textContent = ui.t('h5.error.retry');
      })
      .finally(() => {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      });
  });
  return button;
}

/** A clear page state (not found, no community, sign in, error): never a blank page. */
export function statePage(input: { title: string; text: string; action?: Child }): HTMLElement[] {
  return [
    pageTitle(input.title),
    h('div', { class: 'state' }, h('p', null, input.text), input.action ?? null),
  ];
}
