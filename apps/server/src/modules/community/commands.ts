/**
 * Community writes (issue 14 item 2), each in one transaction: the row, its counters and the points it earns
 * (core `awardFor`; the ledger's unique key makes every award happen at most once).
 */
import { awardFor, excerptOf, type CommunityActivity } from '@portico/core';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import type { CleanPost } from './policy.ts';
import { existingIds } from './queries.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

async function award(trx: Trx, schoolId: string, activity: CommunityActivity, postId: string, at: string) {
  const earned = awardFor(activity);
  if (!earned) return;
  await trx
    .insertInto('community_points')
    .values({
      id: newId(),
      school_id: schoolId,
      user_id: earned.userId,
      reason: earned.reason,
      source_key: earned.sourceKey,
      post_id: postId,
      honour: earned.honour,
      credit: earned.credit,
      created_at: at,
    })
    .onConflict((conflict) => conflict.columns(['school_id', 'user_id', 'reason', 'source_key']).doNothing())
    .execute();
}

export async function createPost(
  db: Db,
  schoolId: string,
  authorId: string,
  post: CleanPost,
): Promise<string> {
  if (post.circleId) {
    const circles = await existingIds(db, 'community_circles', schoolId, [post.circleId]);
    if (!circles.has(post.circleId)) throw fail('COMMUNITY_CIRCLE_UNKNOWN', 'No such circle in this school');
  }
  const topics = await existingIds(db, 'community_topics', schoolId, post.topicIds);
  const unknown = post.topicIds.filter((id) => !topics.has(id));
  if (unknown.length > 0) {
    throw fail('COMMUNITY_TOPIC_UNKNOWN', 'No such topic in this school', { topicIds: unknown });
  }
  const id = newId();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('community_posts')
      .values({
        id,
        school_id: schoolId,
        kind: post.kind,
        title: post.title,
        body: post.body,
        excerpt: excerptOf(post.body),
        author_id: authorId,
        circle_id: post.circleId,
        status: 'visible',
        hidden_by: null,
        hidden_at: null,
        reply_count: 0,
        like_count: 0,
        created_at: now,
        updated_at: now,
        last_activity_at: now,
      })
      .execute();
    if (post.topicIds.length > 0) {
      await trx
        .insertInto('community_post_topics')
        .values(post.topicIds.map((topic_id) => ({ school_id: schoolId, post_id: id, topic_id })))
        .execute();
    }
    await award(trx, schoolId, { type: 'posted', userId: authorId, postId: id, kind: post.kind }, id, now);
  });
  return id;
}

export async function createReply(
  db: Db,
  input: {
    schoolId: string;
    post: { id: string; kind: number; author_id: string };
    authorId: string;
    body: string;
  },
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  const { schoolId, post } = input;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('community_replies')
      .values({
        id,
        school_id: schoolId,
        post_id: post.id,
        author_id: input.authorId,
        body: input.body,
        like_count: 0,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('community_posts')
      .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity_at: now }))
      .where('school_id', '=', schoolId)
      .where('id', '=', post.id)
      .execute();
    const activity: CommunityActivity = {
      type: 'replied',
      userId: input.authorId,
      replyId: id,
      postKind: post.kind === 1 ? 1 : 0,
      postAuthorId: post.author_id,
    };
    await award(trx, schoolId, activity, post.id, now);
  });
  return id;
}

/** Likes or takes a like back; idempotent. Returns the target's like count afterwards. */
export async function setLike(
  db: Db,
  input: {
    schoolId: string;
    userId: string;
    targetType: 'post' | 'reply';
    targetId: string;
    authorId: string;
    postId: string;
    liked: boolean;
  },
): Promise<number> {
  const { schoolId, userId, targetType, targetId } = input;
  const table = targetType === 'post' ? 'community_posts' : 'community_replies';
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    if (input.liked) {
      const now = new Date().toISOString();
      const result = await trx
        .insertInto('community_likes')
        .values({
          school_id: schoolId,
          user_id: userId,
          target_type: targetType,
          target_id: targetId,
          created_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['school_id', 'user_id', 'target_type', 'target_id']).doNothing(),
        )
        .executeTakeFirst();
      changed = Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
      if (changed) {
        await award(
          trx,
          schoolId,
          { type: 'liked', likerId: userId, authorId: input.authorId, target: targetType, targetId },
          input.postId,
          now,
        );
      }
    } else {
      const result = await trx
        .deleteFrom('community_likes')
        .where('school_id', '=', schoolId)
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      changed = Number(result.numDeletedRows) > 0 ? -1 : 0;
    }
    if (changed !== 0) {
      await trx
        .updateTable(table)
        .set((eb) => ({ like_count: eb('like_count', '+', changed) }))
        .where('school_id', '=', schoolId)
        .where('id', '=', targetId)
        .execute();
    }
    const row = await trx
      .selectFrom(table)
      .select('like_count')
      .where('school_id', '=', schoolId)
      .where('id', '=', targetId)
      .executeTakeFirst();
    return row?.like_count ?? 0;
  });
}

export async function setPostVisibility(
  db: Db,
  input: { schoolId: string; postId: string; hidden: boolean; moderatorId: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('community_posts')
    .set(
      input.hidden
        ? { status: 'hidden', hidden_by: input.moderatorId, hidden_at: now, updated_at: now }
        : { status: 'visible', hidden_by: null, hidden_at: null, updated_at: now },
    )
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.postId)
    .execute();
}
