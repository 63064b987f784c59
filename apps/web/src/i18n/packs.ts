import type { RouteId } from '@portico/core';
import type { MessagePack } from './keys.ts';

/**
 * Which message packs a page carries besides the main messages. The admin console's and the community's texts
 * are large and needed only there, so every other page's HTML stays as small as it was.
 */
const ROUTE_PACKS: Partial<Record<RouteId | 'not-found', readonly MessagePack[]>> = {
  'school-management': ['console'],
  'school-feedback': ['console'],
  'sub-school-management': ['console'],
  // Issue 27: the page designer reuses the creation center's sortable list texts (drag, move, announcements).
  design: ['console', 'creation'],
  community: ['community'],
  // Issue 27: the knowledge pages' PDF preview is the learning view's viewer (its texts).
  'knowledge-detail': ['learning'],
  'third-login-callback': ['community'],
  'o3-detail': ['community'],
  // Issue 23: the course outline, the learning view, the learning center and archive.
  'course-view': ['learning'],
  'course-application': ['learning'],
  'private-center': ['learning'],
  'learning-profile': ['learning'],
  // Issue 24: the exercise home and the exam pages.
  'exercise-home': ['learning'],
  exam: ['learning'],
  // Issue 26: the teaching center and a class's page.
  'teaching-center': ['learning'],
  'class-info-jump': ['learning'],
  // Issue 25: the creation center (its localized fields reuse the console's texts).
  'creation-center': ['creation', 'console'],
};

export function packsForRoute(routeId: RouteId | 'not-found'): readonly MessagePack[] {
  return ROUTE_PACKS[routeId] ?? [];
}

/** The `/h5/` mobile pages show the community's posts, circles and topics. */
export const MOBILE_PACKS: readonly MessagePack[] = ['community'];
