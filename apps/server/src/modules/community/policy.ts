/**
 * The community's one policy file (issue 14 item 2): where the community exists, what the viewer may do, who
 * sees a hidden post, and the validation of what members write (spec §5: rich text sanitised on write with the
 * maintained `sanitize-html` and core's one allowlist). The access gate already applied the closed-school rule
 * and the route's audience; these rules refine it per post.
 */
import { COMMUNITY_LIMITS, POST_STATUS, richTextHasContent, richTextToPlain } from '@portico/core';
import type { CommunityAbilities, CreatePostInput } from '@portico/contracts';
import { canViewSchoolContent } from '../../auth/school-access.ts';
import { isAdminOf, isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';

/** The community belongs to the O3 (community-style) school variant (spec §1). */
export const hasCommunity = (school: Pick<SchoolRow, 'kind'>): boolean => school.kind === 'o3';

export function requireCommunity(school: Pick<SchoolRow, 'kind'>): void {
  if (!hasCommunity(school)) throw fail('COMMUNITY_NOT_AVAILABLE', 'This school has no community');
}

export function abilitiesOf(school: SchoolRow, viewer: Viewer | null): CommunityAbilities {
  const member = isMemberOf(viewer, school.id) && canViewSchoolContent(school, viewer);
  return {
    canPost: member,
    canReply: member,
    canLike: member,
    canModerate: isAdminOf(viewer, school.id),
  };
}

/** A hidden post is seen by moderators and its author only; for anyone else it does not exist (404). */
export function canSeePost(
  post: { status: string; author_id: string },
  school: SchoolRow,
  viewer: Viewer | null,
): boolean {
  if (post.status !== POST_STATUS.HIDDEN) return true;
  return isAdminOf(viewer, school.id) || viewer?.userId === post.author_id;
}

/** Which statuses a list may show: moderators may ask for hidden ones; authors see their own. */
export function listableStatuses(
  asked: 'visible' | 'hidden' | 'all' | undefined,
  school: SchoolRow,
  viewer: Viewer | null,
  authorId: string | undefined,
): Array<'visible' | 'hidden'> {
  const own = authorId !== undefined && viewer?.userId === authorId;
  if (!own && !isAdminOf(viewer, school.id)) return ['visible'];
  const wanted = asked ?? (own ? 'all' : 'visible');
  return wanted === 'all' ? ['visible', 'hidden'] : [wanted];
}

const chars = (text: string) => Array.from(text).length;

export interface CleanPost {
  kind: 0 | 1;
  title: string;
  body: string;
  circleId: string | null;
  topicIds: string[];
}

/** Title and body checked and sanitised; circle and topic ids are checked against the school by the caller. */
export function cleanPostInput(input: CreatePostInput): CleanPost {
  const title = input.title.replace(/\s+/g, ' ').trim();
  if (title === '') throw fail('COMMUNITY_TITLE_REQUIRED', 'Enter a title');
  if (chars(title) > COMMUNITY_LIMITS.TITLE) {
    throw fail('COMMUNITY_TITLE_TOO_LONG', `The title is longer than ${COMMUNITY_LIMITS.TITLE} characters`, {
      max: COMMUNITY_LIMITS.TITLE,
    });
  }
  const body = sanitizeHtml(input.body).trim();
  if (!richTextHasContent(body)) throw fail('COMMUNITY_BODY_REQUIRED', 'Write the content');
  if (chars(richTextToPlain(body)) > COMMUNITY_LIMITS.BODY_TEXT || body.length > COMMUNITY_LIMITS.BODY_HTML) {
    throw fail(
      'COMMUNITY_BODY_TOO_LONG',
      `The content is longer than ${COMMUNITY_LIMITS.BODY_TEXT} characters`,
      {
        max: COMMUNITY_LIMITS.BODY_TEXT,
      },
    );
  }
  const topicIds = [...new Set(input.topicIds ?? [])];
  if (topicIds.length > COMMUNITY_LIMITS.TOPICS_PER_POST) {
    throw fail('COMMUNITY_TOO_MANY_TOPICS', `At most ${COMMUNITY_LIMITS.TOPICS_PER_POST} topics`, {
      max: COMMUNITY_LIMITS.TOPICS_PER_POST,
    });
  }
  return { kind: input.kind, title, body, circleId: input.circleId ?? null, topicIds };
}

export function cleanReplyBody(input: string): string {
  const body = sanitizeHtml(input).trim();
  if (!richTextHasContent(body)) throw fail('COMMUNITY_REPLY_REQUIRED', 'Write a reply');
  if (
    chars(richTextToPlain(body)) > COMMUNITY_LIMITS.REPLY_TEXT ||
    body.length > COMMUNITY_LIMITS.REPLY_HTML
  ) {
    throw fail(
      'COMMUNITY_REPLY_TOO_LONG',
      `The reply is longer than ${COMMUNITY_LIMITS.REPLY_TEXT} characters`,
      {
        max: COMMUNITY_LIMITS.REPLY_TEXT,
      },
    );
  }
  return body;
}
