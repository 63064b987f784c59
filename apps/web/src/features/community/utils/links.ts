/** Links between the community pages (spec §2 `/community/{page}`), always with the school and sxz-lang. */
import { communityLink, createPostsLink, type LanguageCode } from '@portico/core';

type Extra = Record<string, string | number | undefined>;

function communityPageLink(schoolId: string, lang: LanguageCode, page: string, query: Extra = {}): string {
  return communityLink({ page, lang, query: { schoolId, ...query } });
}

export const links = (schoolId: string, lang: LanguageCode) => ({
  portal: () => communityPageLink(schoolId, lang, 'o3communityPortal.htm'),
  topics: (tagId?: string) => communityPageLink(schoolId, lang, 'o3TopicList.htm', { tagId }),
  honour: () => communityPageLink(schoolId, lang, 'o3Honor.htm'),
  credit: () => communityPageLink(schoolId, lang, 'o3Credit.htm'),
  profile: (userId?: string, menuType?: 'MY_POST' | 'MY_QUESTION') =>
    communityPageLink(schoolId, lang, 'o3Profile.htm', { userId, menuType }),
  post: (postId: string) => communityPageLink(schoolId, lang, 'postDetail.htm', { postId }),
  create: (postsType: 0 | 1) => createPostsLink({ schoolId, postsType, lang }),
});

export type CommunityLinks = ReturnType<typeof links>;

/** The name of a circle or topic in the page language (the school writes Chinese and English names). */
export const localName = (item: { name: string; nameEn: string }, lang: LanguageCode) =>
  lang === 'zh_CN' ? item.name : item.nameEn || item.name;
