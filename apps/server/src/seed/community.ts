/**
 * Demo community of the O3 school (issue 14 item 2): circles, topics, posts and questions with replies and likes,
 * in Chinese and English, and the points they earned (through core's `awardFor`, as the API awards them). The
 * demo admin moderates the O3 community; the demo teacher is a member who writes there.
 */
import { POST_KINDS, awardFor, excerptOf, type CommunityActivity } from '@portico/core';
import { stableId } from '../db/ids.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';
import { SEED_EPOCH, iso } from './school-kit.ts';

const SCHOOL = DEMO_IDS.o3School;
const PREFIX = { circle: 71, topic: 72, post: 73, reply: 74, point: 75 } as const;
const HOUR = 3_600_000;

export const DEMO_COMMUNITY = {
  frontendCircle: stableId(PREFIX.circle, 1),
  careerCircle: stableId(PREFIX.circle, 2),
  reactTopic: stableId(PREFIX.topic, 1),
  a11yTopic: stableId(PREFIX.topic, 2),
  welcomePost: stableId(PREFIX.post, 1),
  hooksQuestion: stableId(PREFIX.post, 2),
} as const;

const CIRCLES = [
  {
    id: DEMO_COMMUNITY.frontendCircle,
    name: '前端开发',
    name_en: 'Frontend development',
    description: '网页、组件与无障碍设计的交流圈子',
    description_en: 'Web pages, components and accessible design',
  },
  {
    id: DEMO_COMMUNITY.careerCircle,
    name: '职业成长',
    name_en: 'Career growth',
    description: '学习方法、面试与职业规划',
    description_en: 'Study habits, interviews and career planning',
  },
  {
    id: stableId(PREFIX.circle, 3),
    name: '数据与人工智能',
    name_en: 'Data and AI',
    description: '数据分析、机器学习与大模型应用',
    description_en: 'Data analysis, machine learning and LLM applications',
  },
];

const TOPICS: Array<[id: string, circle: string | null, name: string, nameEn: string]> = [
  [DEMO_COMMUNITY.reactTopic, DEMO_COMMUNITY.frontendCircle, 'React', 'React'],
  [DEMO_COMMUNITY.a11yTopic, DEMO_COMMUNITY.frontendCircle, '无障碍', 'Accessibility'],
  [stableId(PREFIX.topic, 3), DEMO_COMMUNITY.careerCircle, '学习方法', 'Study methods'],
  [stableId(PREFIX.topic, 4), DEMO_COMMUNITY.careerCircle, '面试经验', 'Interviews'],
  [stableId(PREFIX.topic, 5), stableId(PREFIX.circle, 3), '大模型', 'LLMs'],
];

interface DemoPost {
  id: string;
  kind: 0 | 1;
  author: string;
  circle: string;
  topics: string[];
  title: string;
  body: string;
  hoursAgo: number;
  replies: Array<{ author: string; body: string }>;
  likedBy: string[];
}

const { learner, teacher, admin } = DEMO_IDS;

const POSTS: DemoPost[] = [
  {
    id: DEMO_COMMUNITY.welcomePost,
    kind: POST_KINDS.POST,
    author: admin,
    circle: DEMO_COMMUNITY.careerCircle,
    topics: [stableId(PREFIX.topic, 3)],
    title: '欢迎来到 O3 社区！',
    body: '<p>这里是大家交流学习心得的地方。请<strong>友善发言</strong>，互相帮助。</p><ul><li>发帖前先搜索</li><li>提问时写清楚背景</li></ul>',
    hoursAgo: 240,
    replies: [
      { author: learner, body: '<p>谢谢！很高兴加入。</p>' },
      { author: teacher, body: '<p>欢迎大家，有问题随时提问。</p>' },
    ],
    likedBy: [learner, teacher],
  },
  {
    id: DEMO_COMMUNITY.hooksQuestion,
    kind: POST_KINDS.ASK,
    author: learner,
    circle: DEMO_COMMUNITY.frontendCircle,
    topics: [DEMO_COMMUNITY.reactTopic],
    title: 'When should I reach for useReducer instead of useState?',
    body: '<p>My form has six fields and a few of them depend on each other. Is <em>useReducer</em> worth it here?</p>',
    hoursAgo: 48,
    replies: [
      {
        author: teacher,
        body: '<p>Once updates depend on each other, a reducer keeps the rules in <strong>one place</strong> and is easy to test.</p>',
      },
    ],
    likedBy: [teacher, admin],
  },
  {
    id: stableId(PREFIX.post, 3),
    kind: POST_KINDS.POST,
    author: teacher,
    circle: DEMO_COMMUNITY.frontendCircle,
    topics: [DEMO_COMMUNITY.a11yTopic, DEMO_COMMUNITY.reactTopic],
    title: 'Five accessibility checks before every release',
    body: '<h2>Checklist</h2><ol><li>Every control has a label</li><li>Focus is always visible</li><li>Contrast meets AA</li><li>The page works at 320 px</li><li>Right-to-left layouts do not break</li></ol><p style="text-align: center;">Small habits, big difference.</p>',
    hoursAgo: 30,
    replies: [{ author: learner, body: '<p>Great list, I will add it to our review template.</p>' }],
    likedBy: [learner],
  },
  {
    id: stableId(PREFIX.post, 4),
    kind: POST_KINDS.ASK,
    author: teacher,
    circle: DEMO_COMMUNITY.careerCircle,
    topics: [stableId(PREFIX.topic, 4)],
    title: '技术面试中如何讲清楚自己的项目？',
    body: '<p>准备面试时，总觉得项目经历说不清楚。大家有什么好的结构可以参考吗？</p>',
    hoursAgo: 20,
    replies: [
      {
        author: learner,
        body: '<p>可以用“背景—任务—行动—结果”的结构，每一部分控制在一两句话。</p>',
      },
    ],
    likedBy: [learner],
  },
  {
    id: stableId(PREFIX.post, 5),
    kind: POST_KINDS.POST,
    author: learner,
    circle: stableId(PREFIX.circle, 3),
    topics: [stableId(PREFIX.topic, 5)],
    title: '用大模型整理学习笔记的三个技巧',
    body: '<p>1. 先给出提纲再让模型补充；2. 要求引用原文；3. 最后<span style="color: #c0392b;">自己复核</span>一遍。</p>',
    hoursAgo: 6,
    replies: [],
    likedBy: [],
  },
];

export function communityRows(): SeedRows {
  const now = (hoursAgo: number) => iso(SEED_EPOCH - hoursAgo * HOUR);
  const posts: NonNullable<SeedRows['community_posts']> = [];
  const postTopics: NonNullable<SeedRows['community_post_topics']> = [];
  const replies: NonNullable<SeedRows['community_replies']> = [];
  const likes: NonNullable<SeedRows['community_likes']> = [];
  const points: NonNullable<SeedRows['community_points']> = [];
  let replyNo = 0;
  let pointNo = 0;
  const award = (activity: CommunityActivity, postId: string, at: string) => {
    const earned = awardFor(activity);
    if (!earned) return;
    points.push({
      id: stableId(PREFIX.point, ++pointNo),
      school_id: SCHOOL,
      user_id: earned.userId,
      reason: earned.reason,
      source_key: earned.sourceKey,
      post_id: postId,
      honour: earned.honour,
      credit: earned.credit,
      created_at: at,
    });
  };
  for (const post of POSTS) {
    const createdAt = now(post.hoursAgo);
    const replyTimes = post.replies.map((_, index) => now(post.hoursAgo - index - 1));
    posts.push({
      id: post.id,
      school_id: SCHOOL,
      kind: post.kind,
      title: post.title,
      body: post.body,
      excerpt: excerptOf(post.body),
      author_id: post.author,
      circle_id: post.circle,
      status: 'visible',
      hidden_by: null,
      hidden_at: null,
      reply_count: post.replies.length,
      like_count: post.likedBy.length,
      created_at: createdAt,
      updated_at: createdAt,
      last_activity_at: replyTimes.at(-1) ?? createdAt,
    });
    award({ type: 'posted', userId: post.author, postId: post.id, kind: post.kind }, post.id, createdAt);
    for (const topic of post.topics)
      postTopics.push({ school_id: SCHOOL, post_id: post.id, topic_id: topic });
    post.replies.forEach((reply, index) => {
      const id = stableId(PREFIX.reply, ++replyNo);
      const at = replyTimes[index] ?? createdAt;
      replies.push({
        id,
        school_id: SCHOOL,
        post_id: post.id,
        author_id: reply.author,
        body: reply.body,
        like_count: 0,
        created_at: at,
      });
      award(
        {
          type: 'replied',
          userId: reply.author,
          replyId: id,
          postKind: post.kind,
          postAuthorId: post.author,
        },
        post.id,
        at,
      );
    });
    for (const liker of post.likedBy) {
      likes.push({
        school_id: SCHOOL,
        user_id: liker,
        target_type: 'post',
        target_id: post.id,
        created_at: createdAt,
      });
      award(
        { type: 'liked', likerId: liker, authorId: post.author, target: 'post', targetId: post.id },
        post.id,
        createdAt,
      );
    }
  }
  return {
    memberships: [
      { school_id: SCHOOL, user_id: admin, role: 'admin', status: 'active', joined_at: now(24 * 90) },
      { school_id: SCHOOL, user_id: teacher, role: 'member', status: 'active', joined_at: now(24 * 90) },
    ],
    community_circles: CIRCLES.map((circle, index) => ({
      ...circle,
      school_id: SCHOOL,
      icon_url: null,
      sort: index,
      created_at: now(24 * 60),
    })),
    community_topics: TOPICS.map(([id, circle_id, name, name_en], index) => ({
      id,
      school_id: SCHOOL,
      circle_id,
      name,
      name_en,
      sort: index,
      created_at: now(24 * 60),
    })),
    community_posts: posts,
    community_post_topics: postTopics,
    community_replies: replies,
    community_likes: likes,
    community_points: points,
  };
}
