/** Issue 25: the draft/review/publish state machine, every state × action × actor, and the creator rule. */
import { describe, expect, it } from 'vitest';
import {
  AUTHORING_ACTIONS,
  NEW_AUTHORING_STATE,
  REVIEW_STATES,
  allowedAuthoringActions,
  authoringTransition,
  draftIncomplete,
  isCourseCreator,
  reviewCommentValid,
  type AuthoringState,
} from '../src/index.ts';

const author = { admin: false, reviewOn: true };
const authorOff = { admin: false, reviewOn: false };
const admin = { admin: true, reviewOn: true };

const live: AuthoringState = {
  review: 'editing',
  publishedVersion: 2,
  latestVersion: 2,
  unpublishedChanges: false,
};
const liveEdited: AuthoringState = { ...live, unpublishedChanges: true };
const inReview: AuthoringState = { ...NEW_AUTHORING_STATE, review: 'in_review' };
const rejected: AuthoringState = { ...NEW_AUTHORING_STATE, review: 'rejected' };

describe('authoringTransition', () => {
  it('submits a new draft for review only with the switch on', () => {
    expect(authoringTransition(NEW_AUTHORING_STATE, 'submit', author)).toEqual({
      ok: true,
      publishes: false,
      state: { ...NEW_AUTHORING_STATE, review: 'in_review' },
    });
    expect(authoringTransition(NEW_AUTHORING_STATE, 'submit', authorOff)).toEqual({
      ok: false,
      reason: 'review_off',
    });
  });

  it('lets an admin approve a draft in review, which publishes the next version', () => {
    const result = authoringTransition({ ...liveEdited, review: 'in_review' }, 'approve', admin);
    expect(result).toEqual({
      ok: true,
      publishes: true,
      state: { review: 'editing', publishedVersion: 3, latestVersion: 3, unpublishedChanges: false },
    });
  });

  it('refuses approve and reject to a non-admin, and outside review', () => {
    expect(authoringTransition(inReview, 'approve', author)).toEqual({ ok: false, reason: 'admins_only' });
    expect(authoringTransition(inReview, 'reject', author)).toEqual({ ok: false, reason: 'admins_only' });
    expect(authoringTransition(NEW_AUTHORING_STATE, 'approve', admin)).toEqual({
      ok: false,
      reason: 'not_in_review',
    });
    expect(authoringTransition(rejected, 'reject', admin)).toEqual({ ok: false, reason: 'not_in_review' });
  });

  it('rejects into `rejected`; the next save makes it `editing` again', () => {
    const afterReject = authoringTransition(inReview, 'reject', admin);
    expect(afterReject).toMatchObject({ ok: true, publishes: false, state: { review: 'rejected' } });
    expect(authoringTransition(rejected, 'save', author)).toMatchObject({
      ok: true,
      state: { review: 'editing' },
    });
  });

  it('refuses saves while in review; withdraw returns the draft to editing', () => {
    expect(authoringTransition(inReview, 'save', admin)).toEqual({ ok: false, reason: 'in_review' });
    expect(authoringTransition(inReview, 'withdraw', author)).toMatchObject({
      ok: true,
      state: { review: 'editing' },
    });
    expect(authoringTransition(NEW_AUTHORING_STATE, 'withdraw', author)).toEqual({
      ok: false,
      reason: 'not_in_review',
    });
  });

  it('publishes directly with the switch off; with it on only an admin may', () => {
    expect(authoringTransition(liveEdited, 'publish', authorOff)).toMatchObject({
      ok: true,
      publishes: true,
      state: { publishedVersion: 3, latestVersion: 3, unpublishedChanges: false },
    });
    expect(authoringTransition(liveEdited, 'publish', author)).toEqual({
      ok: false,
      reason: 'review_required',
    });
    expect(authoringTransition(liveEdited, 'publish', admin)).toMatchObject({ ok: true, publishes: true });
    expect(authoringTransition(rejected, 'publish', authorOff)).toMatchObject({ ok: true, publishes: true });
  });

  it('has nothing to publish or submit when the draft is the live version', () => {
    expect(authoringTransition(live, 'publish', authorOff)).toEqual({
      ok: false,
      reason: 'nothing_to_publish',
    });
    expect(authoringTransition(live, 'submit', author)).toEqual({ ok: false, reason: 'nothing_to_publish' });
  });

  it('unpublishes a live course and lets it be published again unchanged', () => {
    const down = authoringTransition(live, 'unpublish', author);
    expect(down).toMatchObject({ ok: true, state: { publishedVersion: null, latestVersion: 2 } });
    if (!down.ok) throw new Error('unreachable');
    expect(authoringTransition(down.state, 'publish', authorOff)).toMatchObject({
      ok: true,
      state: { publishedVersion: 3 },
    });
    expect(authoringTransition(NEW_AUTHORING_STATE, 'unpublish', admin)).toEqual({
      ok: false,
      reason: 'not_published',
    });
  });

  it('deletes only a course never published and not in review', () => {
    expect(authoringTransition(NEW_AUTHORING_STATE, 'delete', author)).toMatchObject({ ok: true });
    expect(authoringTransition({ ...live, publishedVersion: null }, 'delete', admin)).toEqual({
      ok: false,
      reason: 'was_published',
    });
    expect(authoringTransition(inReview, 'delete', author)).toEqual({ ok: false, reason: 'in_review' });
  });

  it('answers every state × action × actor with a state or a reason, never throws', () => {
    for (const review of REVIEW_STATES) {
      for (const publishedVersion of [null, 1]) {
        for (const action of AUTHORING_ACTIONS) {
          for (const actor of [author, authorOff, admin, { admin: true, reviewOn: false }]) {
            const state = {
              review,
              publishedVersion,
              latestVersion: publishedVersion ?? 0,
              unpublishedChanges: true,
            };
            const result = authoringTransition(state, action, actor);
            if (result.ok) expect(REVIEW_STATES).toContain(result.state.review);
            else expect(typeof result.reason).toBe('string');
            // A transition that publishes always raises the version by one.
            if (result.ok && result.publishes)
              expect(result.state.publishedVersion).toBe(state.latestVersion + 1);
          }
        }
      }
    }
  });
});

describe('allowedAuthoringActions', () => {
  it("lists an author's buttons per switch", () => {
    expect(allowedAuthoringActions(NEW_AUTHORING_STATE, author)).toEqual(['save', 'submit', 'delete']);
    expect(allowedAuthoringActions(NEW_AUTHORING_STATE, authorOff)).toEqual(['save', 'publish', 'delete']);
    expect(allowedAuthoringActions(inReview, author)).toEqual(['withdraw']);
    expect(allowedAuthoringActions(inReview, admin)).toEqual(['withdraw', 'approve', 'reject']);
    expect(allowedAuthoringActions(live, authorOff)).toEqual(['save', 'unpublish']);
  });
});

describe('creator rule and checks', () => {
  it('lets lecturers, admins and flagged members create', () => {
    expect(isCourseCreator({ role: 'lecturer', creator: false })).toBe(true);
    expect(isCourseCreator({ role: 'admin', creator: false })).toBe(true);
    expect(isCourseCreator({ role: 'member', creator: true })).toBe(true);
    expect(isCourseCreator({ role: 'member', creator: false })).toBe(false);
    expect(isCourseCreator(null)).toBe(false);
  });

  it('requires a review comment with text', () => {
    expect(reviewCommentValid('  ')).toBe(false);
    expect(reviewCommentValid('Fix chapter 2')).toBe(true);
    expect(reviewCommentValid('x'.repeat(2001))).toBe(false);
  });

  it('finds a draft without anything to learn', () => {
    expect(draftIncomplete({ chapters: [] })).toBe('no_resources');
    expect(draftIncomplete({ chapters: [{ resources: [1] }, { resources: [] }] })).toBe('empty_chapter');
    expect(draftIncomplete({ chapters: [{ resources: [1] }] })).toBeNull();
  });
});
