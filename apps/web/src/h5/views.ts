/**
 * One loader per hash view (core parseH5Hash): reads the community API and builds the view. A missing post,
 * circle or topic throws H5ApiError 404, which the router shows as the not-found state.
 */
import { h5Hash, type H5View } from '@portico/core';
import type { Circle, PostDetail, Reply, Topic } from '@portico/contracts';
import { sanitizeHtml } from '@/lib/purify.ts';
import { H5ApiError, type CommunityReader } from './api.ts';
import { h } from './dom.ts';
import {
  avatar,
  circleLink,
  kindBadge,
  moreButton,
  pageTitle,
  postList,
  section,
  topicChips,
  type Ui,
} from './ui.ts';

export interface Rendered {
  /** The document title's page part. */
  title: string;
  nodes: Node[];
}

type Loader<V extends H5View['view']> = (
  ui: Ui,
  api: CommunityReader,
  route: Extract<H5View, { view: V }>,
) => Promise<Rendered>;

const notFound = () => new H5ApiError(404, 'NOT_FOUND');

function circleCard(ui: Ui, circle: Circle): HTMLElement {
  return h(
    'li',
    { class: 'card' },
    // The circles list sits right under the page's h1 (axe heading-order): its cards are h2.
    h(
      'h2',
      null,
      h('a', { href: h5Hash({ view: 'circle', circleId: circle.id }), dir: 'auto' }, ui.name(circle)),
    ),
    h(
      'p',
      { class: 'excerpt', dir: 'auto' },
      ui.lang !== 'zh_CN' && circle.descriptionEn ? circle.descriptionEn : circle.description,
    ),
    h('p', { class: 'stats' }, ui.t('h5.postCount', { count: circle.postCount })),
  );
}

function topicItem(ui: Ui, topic: Topic): HTMLElement {
  return h(
    'li',
    { class: 'card row' },
    h('a', { href: h5Hash({ view: 'topic', cid: topic.id }), dir: 'auto' }, `#${ui.name(topic)}`),
    h('span', { class: 'stats' }, ui.t('h5.postCount', { count: topic.postCount })),
  );
}

/** Posts matching `filter`, first page, with "Show more". */
async function pagedPosts(
  ui: Ui,
  api: CommunityReader,
  filter: { circleId?: string | null; topicId?: string | null },
  title: string,
): Promise<HTMLElement> {
  const first = await api.posts(filter);
  const list = postList(ui, first.records, ui.t('h5.posts.empty'));
  const more = moreButton(
    ui,
    {
      label: ui.t('h5.more'),
      shown: first.records.length,
      total: first.total,
      load: async (page) => (await api.posts({ ...filter, page })).records,
      item: (post) => postList(ui, [post], '').firstChild as Node,
    },
    list,
  );
  return section(title, list, more);
}

const home: Loader<'home'> = async (ui, api) => {
  const overview = await api.overview();
  const title = ui.t('h5.nav.home');
  return {
    title,
    nodes: [
      pageTitle(ui.t('h5.home.title')),
      section(ui.t('h5.home.latestPosts'), postList(ui, overview.latestPosts, ui.t('h5.posts.empty'))),
      section(
        ui.t('h5.home.latestQuestions'),
        postList(ui, overview.latestQuestions, ui.t('h5.posts.empty')),
      ),
      overview.hotTopics.length
        ? section(
            ui.t('h5.home.hotTopics'),
            h(
              'ul',
              { class: 'list' },
              overview.hotTopics.map((t) => topicItem(ui, t)),
            ),
          )
        : h('span'),
      overview.circles.length
        ? section(
            ui.t('h5.nav.circles'),
            h(
              'ul',
              { class: 'list' },
              overview.circles.map((c) => circleCard(ui, c)),
            ),
          )
        : h('span'),
    ],
  };
};

const posts: Loader<'posts'> = async (ui, api, route) => {
  // spec §4 postList: tagId is the topic (tag); parentsId the circle the topic belongs to.
  const topics = route.tagId || route.parentsId ? await api.topics() : [];
  const circles = route.parentsId ? await api.circles() : [];
  const topic = route.tagId ? topics.find((t) => t.id === route.tagId) : undefined;
  const circle = route.parentsId ? circles.find((c) => c.id === route.parentsId) : undefined;
  if ((route.tagId && !topic) || (route.parentsId && !circle)) throw notFound();
  const title = topic ? `#${ui.name(topic)}` : circle ? ui.name(circle) : ui.t('h5.nav.posts');
  const list = await pagedPosts(
    ui,
    api,
    { topicId: route.tagId, circleId: route.parentsId },
    ui.t('h5.posts.latest'),
  );
  return { title, nodes: [pageTitle(title, true), list] };
};

const fame: Loader<'fame'> = async (ui, api) => {
  const board = await api.honour();
  const title = ui.t('h5.fame.title');
  const rows = board.records.map((entry) =>
    h(
      'li',
      { class: 'card rank' },
      h(
        'span',
        { class: 'place', 'aria-label': ui.t('h5.fame.rank', { rank: entry.rank }) },
        String(entry.rank),
      ),
      avatar(entry.user, 40),
      h(
        'div',
        null,
        h('p', { class: 'who', dir: 'auto' }, entry.user.nickName),
        h(
          'p',
          { class: 'stats' },
          `${ui.t('h5.fame.posts', { count: entry.posts })} · ${ui.t('h5.fame.answers', { count: entry.answers })}`,
        ),
      ),
      h('p', { class: 'points' }, ui.t('h5.fame.points', { count: entry.honour })),
    ),
  );
  return {
    title,
    nodes: [
      pageTitle(title),
      board.viewer
        ? h(
            'p',
            { class: 'note' },
            ui.t(board.viewer.rank ? 'h5.fame.mine' : 'h5.fame.mineUnranked', {
              count: board.viewer.honour,
              rank: board.viewer.rank ?? '',
            }),
          )
        : h('span'),
      rows.length ? h('ol', { class: 'list' }, rows) : h('p', { class: 'empty' }, ui.t('h5.fame.empty')),
    ],
  };
};

const themes: Loader<'themes'> = async (ui, api) => {
  const topics = await api.topics();
  const title = ui.t('h5.nav.themes');
  return {
    title,
    nodes: [
      pageTitle(title),
      topics.length
        ? h(
            'ul',
            { class: 'list' },
            topics.map((t) => topicItem(ui, t)),
          )
        : h('p', { class: 'empty' }, ui.t('h5.themes.empty')),
    ],
  };
};

const circles: Loader<'circles'> = async (ui, api) => {
  const records = await api.circles();
  const title = ui.t('h5.nav.circles');
  return {
    title,
    nodes: [
      pageTitle(title),
      records.length
        ? h(
            'ul',
            { class: 'list' },
            records.map((c) => circleCard(ui, c)),
          )
        : h('p', { class: 'empty' }, ui.t('h5.circles.empty')),
    ],
  };
};

const circle: Loader<'circle'> = async (ui, api, route) => {
  const [records, topics] = await Promise.all([api.circles(), api.topics()]);
  const found = records.find((c) => c.id === route.circleId);
  if (!found) throw notFound();
  const title = ui.name(found);
  const own = topics.filter((t) => t.circleId === found.id);
  return {
    title,
    nodes: [
      pageTitle(title, true),
      h(
        'p',
        { class: 'lead', dir: 'auto' },
        ui.lang !== 'zh_CN' && found.descriptionEn ? found.descriptionEn : found.description,
      ),
      h('p', { class: 'stats' }, ui.t('h5.postCount', { count: found.postCount })),
      own.length
        ? section(
            ui.t('h5.nav.themes'),
            h(
              'ul',
              { class: 'list' },
              own.map((t) => topicItem(ui, t)),
            ),
          )
        : h('span'),
      await pagedPosts(ui, api, { circleId: found.id }, ui.t('h5.posts.latest')),
    ],
  };
};

const topic: Loader<'topic'> = async (ui, api, route) => {
  const topics = await api.topics();
  const found = topics.find((t) => t.id === route.cid);
  if (!found) throw notFound();
  const title = `#${ui.name(found)}`;
  return {
    title,
    nodes: [
      pageTitle(title, true),
      h('p', { class: 'stats' }, ui.t('h5.postCount', { count: found.postCount })),
      await pagedPosts(ui, api, { topicId: found.id }, ui.t('h5.posts.latest')),
    ],
  };
};

function richText(html: string): HTMLElement {
  const body = h('div', { class: 'rich', dir: 'auto' });
  // The server sanitised it on write (spec §5); the browser applies the same allowlist again before inserting.
  body.innerHTML = sanitizeHtml(html);
  return body;
}

function replyItem(ui: Ui, reply: Reply): HTMLElement {
  return h(
    'li',
    { class: 'reply' },
    h(
      'p',
      { class: 'meta' },
      avatar(reply.author, 24),
      h('span', { class: 'who', dir: 'auto' }, reply.author.nickName),
      h('time', { datetime: reply.createdAt }, ui.date(reply.createdAt)),
    ),
    richText(reply.body),
    h('p', { class: 'stats' }, ui.t('h5.post.likeCount', { count: reply.likeCount })),
  );
}

function replies(ui: Ui, api: CommunityReader, post: PostDetail): HTMLElement {
  const heading = ui.t('h5.post.replies', { count: post.replyCount });
  if (post.replies.records.length === 0)
    return section(heading, h('p', { class: 'empty' }, ui.t('h5.post.noReplies')));
  const list = h(
    'ol',
    { class: 'replies' },
    post.replies.records.map((r) => replyItem(ui, r)),
  );
  const more = moreButton(
    ui,
    {
      label: ui.t('h5.post.moreReplies'),
      shown: post.replies.records.length,
      total: post.replies.total,
      load: async (page) => (await api.replies(post.id, page)).records,
      item: (reply) => replyItem(ui, reply),
    },
    list,
  );
  return section(heading, list, more);
}

const blog: Loader<'blog'> = async (ui, api, route) => {
  const post = await api.post(route.blogId);
  return {
    title: post.title,
    nodes: [
      h(
        'article',
        { class: 'post-detail' },
        h('p', { class: 'kicker' }, kindBadge(ui, post.kind), circleLink(ui, post.circle)),
        pageTitle(post.title, true),
        h(
          'p',
          { class: 'meta' },
          avatar(post.author, 32),
          h('span', { class: 'who', dir: 'auto' }, post.author.nickName),
          h('time', { datetime: post.createdAt }, ui.date(post.createdAt)),
        ),
        post.status === 'hidden' ? h('p', { class: 'note', role: 'note' }, ui.t('h5.post.hidden')) : null,
        richText(post.body),
        topicChips(ui, post.topics),
        h(
          'p',
          { class: 'stats' },
          h('span', null, ui.t('h5.post.likeCount', { count: post.likeCount })),
          h('span', null, ui.t('h5.post.replyCount', { count: post.replyCount })),
        ),
      ),
      replies(ui, api, post),
    ],
  };
};

export const LOADERS: { [V in Exclude<H5View['view'], 'not-found'>]: Loader<V> } = {
  home,
  posts,
  fame,
  themes,
  circles,
  circle,
  topic,
  blog,
};
