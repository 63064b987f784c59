/** Spec §2 links of the community and the O3 (community-style) school. */
import { href, seg, type LinkOptions, type QueryValue } from './href.ts';

/** Spec §2 `/community/createPosts.htm`: query postsType (0 post, 1 question), schoolId, activeIndex. */
export function createPostsLink(
  a: LinkOptions & { schoolId: string; postsType: 0 | 1; activeIndex?: QueryValue },
): string {
  return href(
    '/community/createPosts.htm',
    [
      ['postsType', a.postsType],
      ['schoolId', a.schoolId],
      ['activeIndex', a.activeIndex],
    ],
    a,
  );
}

/** Spec §2 `/community/{page}` (any community page, e.g. 'communityPortal.htm'). */
export function communityLink(a: LinkOptions & { page: string }): string {
  return href(`/community/${seg(a.page)}`, [], a);
}

/**
 * Spec §2 `/community/o3communityPortal.htm` with source=postEdit: query tagId, currentType (0 article,
 * 8 question), modulesType=1.
 */
export function o3PostEditLink(a: LinkOptions & { tagId: QueryValue; currentType: 0 | 8 }): string {
  return href(
    '/community/o3communityPortal.htm',
    [
      ['source', 'postEdit'],
      ['tagId', a.tagId],
      ['currentType', a.currentType],
      ['modulesType', 1],
    ],
    a,
  );
}

/** Spec §2 `/o3/{schoolId}/detail`: query activeIndex, subIndex, o3src, sxz-lang. */
export function o3DetailLink(
  a: LinkOptions & { schoolId: string; activeIndex?: QueryValue; subIndex?: QueryValue; o3src?: QueryValue },
): string {
  return href(
    `/o3/${seg(a.schoolId)}/detail`,
    [
      ['activeIndex', a.activeIndex],
      ['subIndex', a.subIndex],
      ['o3src', a.o3src],
    ],
    a,
  );
}
