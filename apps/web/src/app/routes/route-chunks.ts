import type { ConsoleSection, RouteId } from '@portico/core';
import { CONSOLE_SECTION_MODULES } from './console-sections.ts';
import { routeModuleKey } from './route-modules.ts';

/** The query-client chunk every `withQuery` page loads with its own. */
const QUERY_CLIENT = 'src/lib/query-client.tsx';

/**
 * The lazily imported modules a route renders on first paint (the ones `loadRoutePage` awaits), by their Vite
 * manifest key (source path under apps/web). The server links their styles and preloads their scripts in the
 * document head, so the server-rendered page is styled before its chunk arrives: no unstyled flash, no layout
 * shift when it does (issue 10 §4). Keep in step with account-pages.tsx and portal-search.tsx.
 */
const ROUTE_CHUNKS: Partial<Record<RouteId | 'not-found', readonly string[]>> = {
  login: ['src/features/auth/components/login-page-form.tsx', QUERY_CLIENT],
  'third-login-callback': ['src/features/third-login/components/third-login-callback.tsx', QUERY_CLIENT],
  'login-select': ['src/features/school-select/components/school-select.tsx', QUERY_CLIENT],
  'register-invite': ['src/features/register/components/invite-form.tsx', QUERY_CLIENT],
  'register-create': ['src/features/register/components/create-form.tsx', QUERY_CLIENT],
  'portal-search': ['src/features/search/components/search-results.tsx', QUERY_CLIENT],
  'school-feedback': ['src/features/feedback-inbox/components/feedback-inbox.tsx', QUERY_CLIENT],
  'private-center': [
    'src/features/learning-center/components/learning-center.tsx',
    'src/features/learning-center/components/study-data.tsx',
    'src/features/learning-center/components/learning-tasks.tsx',
    'src/features/messages/components/message-center.tsx',
    'src/features/exams/components/my-exams.tsx',
    'src/features/teaching-center/components/class-tasks.tsx',
    'src/features/teaching-center/components/my-classes.tsx',
    QUERY_CLIENT,
  ],
  'learning-profile': [
    'src/features/learning-archive/components/learning-archive.tsx',
    'src/features/exams/components/passed-exams.tsx',
    QUERY_CLIENT,
  ],
  'person-space': ['src/features/person-space/components/person-space.tsx', QUERY_CLIENT],
  'ai-chat': ['src/features/ai-assistant/components/ai-chat.tsx', QUERY_CLIENT],
  community: ['src/features/community/components/community.tsx', QUERY_CLIENT],
  // Issue 27: the knowledge pages (server-rendered from the bootstrap; no query client).
  'knowledge-portal': ['src/features/knowledge/components/knowledge-portal.tsx'],
  'knowledge-list': ['src/features/knowledge/components/knowledge-list.tsx'],
  'knowledge-detail': [
    'src/features/knowledge/components/knowledge-detail.tsx',
    'src/features/course-learning/components/pdf-viewer.tsx',
  ],
  'exercise-home': ['src/features/exams/components/exercise-home.tsx', QUERY_CLIENT],
  'o3-detail': ['src/features/community/components/community.tsx', QUERY_CLIENT],
  'creation-center': ['src/features/creation-center/components/creation-center.tsx', QUERY_CLIENT],
  'teaching-center': ['src/features/teaching-center/components/teaching-center.tsx', QUERY_CLIENT],
  'class-info-jump': ['src/features/teaching-center/components/class-info.tsx', QUERY_CLIENT],
};

/** The route's page module (route-modules.ts) and what it renders on first paint. */
export function routeChunkKeys(route: {
  id: RouteId | 'not-found';
  params: Record<string, string>;
}): readonly string[] {
  const own = routeModuleKey(route.id);
  return own ? [own, ...firstPaintChunkKeys(route)] : firstPaintChunkKeys(route);
}

/** ROUTE_CHUNKS of a matched route; a console page adds the chunk of its section (issue 13). */
function firstPaintChunkKeys(route: {
  id: RouteId | 'not-found';
  params: Record<string, string>;
}): readonly string[] {
  if (route.id === 'school-management' || route.id === 'sub-school-management') {
    const entry = CONSOLE_SECTION_MODULES[route.params.section as ConsoleSection];
    return entry ? [entry.chunk, QUERY_CLIENT] : [];
  }
  // Issue 23: keep in step with course.tsx preload.
  if (route.id === 'course-view' || route.id === 'course-application') {
    const view = route.params.view;
    if (view === 'course-learn' || view === 'application-learn') {
      return ['src/features/course-learning/components/learn-view.tsx'];
    }
    const outline = 'src/features/course-learning/components/outline-section.tsx';
    return view === 'application-view'
      ? ['src/features/course-learning/components/application-detail.tsx', outline]
      : [outline];
  }
  // Issue 24: keep in step with exam.tsx preload.
  if (route.id === 'exam') {
    const view = route.params.view;
    const file =
      view === 'examContent' ? 'exam-content' : view === 'examResult' ? 'exam-result' : 'exam-info';
    return [`src/features/exams/components/${file}.tsx`, QUERY_CLIENT];
  }
  return ROUTE_CHUNKS[route.id] ?? [];
}
