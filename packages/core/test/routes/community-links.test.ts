/** Community and O3 links (routes/community-links.ts). */
import { describe, expect, it } from 'vitest';
import { createPostsLink, o3DetailLink, o3PostEditLink } from '../../src/index.ts';
import { S, lang } from './helpers.ts';

describe('community links: exact shapes', () => {
  it('create posts, O3 post edit and O3 detail', () => {
    expect(createPostsLink({ schoolId: S, postsType: 1, activeIndex: 2, lang })).toBe(
      `/community/createPosts.htm?postsType=1&schoolId=${S}&activeIndex=2&sxz-lang=en_US`,
    );
    expect(o3PostEditLink({ tagId: 't1', currentType: 0, lang })).toBe(
      '/community/o3communityPortal.htm?source=postEdit&tagId=t1&currentType=0&modulesType=1&sxz-lang=en_US',
    );
    expect(
      o3DetailLink({ schoolId: S, activeIndex: 1, subIndex: 0, o3src: 'https://o3.test/a?b=c', lang }),
    ).toBe(
      `/o3/${S}/detail?activeIndex=1&subIndex=0&o3src=${encodeURIComponent('https://o3.test/a?b=c')}&sxz-lang=en_US`,
    );
  });
});
