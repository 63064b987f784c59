/**
 * The one review path of authored content (issue 25 items 3–4): a course's draft (`course_drafts`) and a knowledge
 * article (`articles`) carry the same review columns and go through core's one state machine
 * (`authoringTransition`). What both did alike lives here once: reading the state from the columns, asking core
 * for a transition (409 REVIEW_TRANSITION_INVALID with `details.reason`), the stale-version refusal (409
 * DRAFT_VERSION_STALE), the reject comment rule (400 REVIEW_COMMENT_REQUIRED), and the columns a transition writes
 * — new version, state, who and when, the review comment, who submitted and who reviewed. Each store adds its own
 * columns (the draft body; an article's live columns) to the same conditional UPDATE.
 */
import {
  authoringTransition,
  reviewCommentValid,
  type AuthoringAction,
  type AuthoringState,
  type ReviewState,
} from '@portico/core';
import { fail } from './http-error.ts';

/** The review columns both tables have. */
export interface ReviewColumns {
  review_state: string;
  published_version: number | null;
  latest_version: number;
  unpublished_changes: number;
}

export const reviewStateOf = (row: ReviewColumns): AuthoringState => ({
  review: row.review_state as ReviewState,
  publishedVersion: row.published_version,
  latestVersion: row.latest_version,
  unpublishedChanges: row.unpublished_changes === 1,
});

export const staleDraft = (currentVersion: number) =>
  fail('DRAFT_VERSION_STALE', 'Someone else saved this draft since you loaded it; nothing was written', {
    currentVersion,
  });

/** Core's answer for `action`, or 409 REVIEW_TRANSITION_INVALID with the reason it gave. */
export function reviewTransition(
  state: AuthoringState,
  action: AuthoringAction,
  who: { admin: boolean; reviewOn: boolean },
) {
  const result = authoringTransition(state, action, who);
  if (!result.ok) {
    throw fail('REVIEW_TRANSITION_INVALID', `Cannot ${action} a draft in this state (${result.reason})`, {
      reason: result.reason,
      state: state.review,
    });
  }
  return result;
}

/** A reject needs a comment for the author. */
export function requireReviewComment(action: AuthoringAction, comment: string | undefined): void {
  if (action === 'reject' && !reviewCommentValid(comment ?? '')) {
    throw fail('REVIEW_COMMENT_REQUIRED', 'Say what the author should change');
  }
}

export interface ReviewWrite {
  state: AuthoringState;
  actorId: string;
  now: string;
  reviewComment?: string | null;
  submitted?: boolean;
  reviewed?: boolean;
}

/**
 * What a review step records besides the state: a submit starts a new review (the last rejection's comment
 * goes), a reject records its comment, an approve clears it; submit and the reviewer's steps say who and when.
 */
export function reviewStep(
  action: AuthoringAction,
  comment?: string,
): Omit<ReviewWrite, 'state' | 'actorId' | 'now'> {
  if (action === 'submit') return { reviewComment: null, submitted: true };
  if (action === 'reject') return { reviewComment: (comment ?? '').trim(), reviewed: true };
  if (action === 'approve') return { reviewComment: null, reviewed: true };
  return {};
}

/** The review columns of a conditional UPDATE from `expectedVersion` (the caller adds `where version = …`). */
export function reviewColumnsSet(expectedVersion: number, write: ReviewWrite) {
  const { state } = write;
  return {
    version: expectedVersion + 1,
    review_state: state.review,
    published_version: state.publishedVersion,
    latest_version: state.latestVersion,
    unpublished_changes: state.unpublishedChanges ? 1 : 0,
    updated_by: write.actorId,
    updated_at: write.now,
    ...(write.reviewComment !== undefined ? { review_comment: write.reviewComment } : {}),
    ...(write.submitted ? { submitted_by: write.actorId, submitted_at: write.now } : {}),
    ...(write.reviewed ? { reviewed_by: write.actorId, reviewed_at: write.now } : {}),
  };
}
