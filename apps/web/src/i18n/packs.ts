import type { RouteId } from '@portico/core';
import type { MessagePack } from './keys.ts';

/**
 * Which message packs a page carries besides the main messages. The admin console's and the community's texts
 * are large and needed only there, so every other page's HTML stays as small as it was. Issue 28 item 3: the
 * portal home's JavaScript budget counts its messages, so texts of a few pages leave the main messages too;
 * test/route-messages.test.ts fails when a page's code names a text its messages lack.
 */
const ROUTE_PACKS: Partial<Record<RouteId | 'not-found', readonly MessagePack[]>> = {
  // The console's exam questions, the creation center's resources, O3 articles and the page designer edit rich
  // text (components/rich-text): its texts are the `editor` pack (issue 28).
  'school-management': ['console', 'editor'],
  'school-feedback': ['console', 'inbox'],
  'sub-school-management': ['console', 'editor'],
  // Issue 27: the page designer reuses the creation center's sortable list texts (drag, move, announcements).
  design: ['console', 'creation', 'info', 'editor'],
  community: ['community'],
  // Issue 27: the knowledge pages' PDF preview is the learning view's viewer (its texts). Issue 28: the knowledge
  // pages' own texts are a pack too.
  'knowledge-portal': ['knowledge'],
  'knowledge-list': ['knowledge'],
  'knowledge-detail': ['learning', 'knowledge'],
  // The O3 sign-in's page shows the refusal it lands with from its first paint: the error texts travel with it.
  'third-login-callback': ['community', 'errors'],
  'o3-detail': ['community'],
  // Issue 23: the course outline, the learning view, the learning center and archive. Issue 28: the enrol button's
  // texts, the learning center's, the archive's and the personal space's are the `center` pack (one page module).
  'course-view': ['learning', 'center'],
  'course-application': ['learning', 'center'],
  'private-center': ['learning', 'center'],
  'learning-profile': ['learning', 'center'],
  'person-space': ['center'],
  'ai-chat': ['center'],
  // Issue 28: the search results page's own texts (results, pagination, the "no results" feedback form).
  'portal-search': ['search'],
  // Issue 28: the texts of the information and account pages (their leads and bodies, the register and school
  // select forms). The information pages' module also holds the page designer (`design`), with its rich-text
  // fields: the `editor` pack, as small as the module is rare.
  privilege: ['info', 'editor'],
  'cookie-policy': ['info', 'editor'],
  'complaint-report': ['info', 'editor'],
  'help-center': ['info', 'editor'],
  privacy: ['info', 'editor'],
  'insufficient-permissions': ['info', 'editor'],
  login: ['info'],
  'login-select': ['info'],
  'register-invite': ['info'],
  'register-create': ['info'],
  // Issue 24: the exercise home and the exam pages.
  'exercise-home': ['learning'],
  exam: ['learning'],
  // Issue 26: the teaching center and a class's page.
  'teaching-center': ['learning', 'center'],
  'class-info-jump': ['learning', 'center'],
  // Issue 25: the creation center (its localized fields reuse the console's texts; issue 27: its knowledge
  // libraries list their documents as the knowledge pages do; issue 28: the rich-text editor's texts).
  'creation-center': ['creation', 'console', 'knowledge', 'editor'],
};

export function packsForRoute(routeId: RouteId | 'not-found'): readonly MessagePack[] {
  return ROUTE_PACKS[routeId] ?? [];
}

/** The `/h5/` mobile pages show the community's posts, circles and topics. */
export const MOBILE_PACKS: readonly MessagePack[] = ['community'];
