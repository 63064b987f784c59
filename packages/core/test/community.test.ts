/** Issue 14 item 2: community rules — post kinds from the spec's query values, page names, points, plain text. */
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_LIMITS,
  POINT_RULES,
  awardFor,
  communityView,
  excerptOf,
  kindFromCurrentType,
  kindFromPostsType,
  parseO3Source,
  richTextHasContent,
  richTextToPlain,
} from '../src/index.ts';

describe('post kinds', () => {
  it('postsType 0/1 (createPosts) and currentType 0/8 (postEdit)', () => {
    expect([0, '0', '1', 1, ' 1 ', '2', '', undefined, 'x'].map(kindFromPostsType)).toEqual([
      0,
      0,
      1,
      1,
      1,
      null,
      null,
      null,
      null,
    ]);
    expect(['0', 8, '8', '1', null, '08'].map(kindFromCurrentType)).toEqual([0, 1, 1, null, null, null]);
  });
});

describe('community views', () => {
  it('the spec pages, the postEdit source opens the editor, unknown pages are null', () => {
    expect(communityView('o3Honor.htm', {})).toBe('o3Honor.htm');
    expect(communityView('o3communityPortal.htm', { source: 'postEdit' })).toBe('createPosts.htm');
    expect(communityView('o3communityPortal.htm', { source: 'other' })).toBe('o3communityPortal.htm');
    expect(communityView('evil.htm', {})).toBeNull();
  });

  it('o3src names a community page (plain, as a path, or encoded); foreign URLs are refused', () => {
    expect(parseO3Source('o3TopicList.htm')).toEqual({ page: 'o3TopicList.htm', query: {} });
    expect(parseO3Source('/community/o3Profile.htm?menuType=MY_POST&userId=1')).toEqual({
      page: 'o3Profile.htm',
      query: { menuType: 'MY_POST', userId: '1' },
    });
    expect(parseO3Source(encodeURIComponent('/community/o3Honor.htm?x=1'))?.page).toBe('o3Honor.htm');
    expect(parseO3Source('https://evil.example/community/o3Honor.htm')).toBeNull();
    expect(parseO3Source('//evil.example/o3Honor.htm')).toBeNull();
    expect(parseO3Source('javascript:alert(1)')).toBeNull();
    expect(parseO3Source('%E0%A4%A')).toBeNull();
    expect(parseO3Source(undefined)).toBeNull();
  });
});

describe('points', () => {
  it('posting, asking, answering, replying and being liked', () => {
    expect(awardFor({ type: 'posted', userId: 'u', postId: 'p', kind: 0 })).toEqual({
      userId: 'u',
      reason: 'post',
      sourceKey: 'post:p',
      ...POINT_RULES.post,
    });
    expect(awardFor({ type: 'posted', userId: 'u', postId: 'p', kind: 1 })?.reason).toBe('question');
    const reply = { type: 'replied', userId: 'a', replyId: 'r', postKind: 1, postAuthorId: 'b' } as const;
    expect(awardFor(reply)?.reason).toBe('answer');
    // Answering one's own question, or replying to an article, is a reply.
    expect(awardFor({ ...reply, postAuthorId: 'a' })?.reason).toBe('reply');
    expect(awardFor({ ...reply, postKind: 0 })?.reason).toBe('reply');
    const like = { type: 'liked', likerId: 'l', authorId: 'a', target: 'post', targetId: 'p' } as const;
    expect(awardFor(like)).toMatchObject({ userId: 'a', reason: 'liked', sourceKey: 'post:p:by:l' });
    expect(awardFor({ ...like, likerId: 'a' })).toBeNull();
  });

  it('answers are worth more than replies, articles more than questions', () => {
    expect(POINT_RULES.answer.honour).toBeGreaterThan(POINT_RULES.reply.honour);
    expect(POINT_RULES.post.honour).toBeGreaterThan(POINT_RULES.question.honour);
  });
});

describe('rich text as plain text', () => {
  it('drops tags, decodes entities, separates blocks', () => {
    expect(richTextToPlain('<p>a&amp;b</p><p>c&lt;d&nbsp;e</p><ul><li>x</li><li>y</li></ul>')).toBe(
      'a&b c<d e x y',
    );
    expect(richTextHasContent('<p> </p><br />')).toBe(false);
    expect(richTextHasContent('<p><img src="https://x/a.png" /></p>')).toBe(true);
  });

  it('excerpts are cut by characters with an ellipsis', () => {
    expect(excerptOf('<p>短文</p>')).toBe('短文');
    const long = excerptOf(`<p>${'字'.repeat(500)}</p>`);
    expect(Array.from(long)).toHaveLength(COMMUNITY_LIMITS.EXCERPT);
    expect(long.endsWith('…')).toBe(true);
  });
});
