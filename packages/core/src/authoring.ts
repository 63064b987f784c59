/**
 * Course authoring (issue 25): the draft's review state machine and the limits of a draft. Pure: the server's
 * commands ask `authoringTransition` before writing anything, and the creation center shows the buttons of
 * `allowedAuthoringActions`, so both read one rule.
 *
 * A course has a publication (the live version's number, or none) and one draft with a review state:
 * - `editing` —(submit, review switch on)→ `in_review` —(approve, admin: publishes)→ `editing`
 * - `in_review` —(reject, admin, with a comment)→ `rejected` —(save)→ `editing`
 * - `in_review` —(withdraw)→ `editing`
 * - review switch off: `editing`/`rejected` —(publish)→ `editing` (published). An admin, being the reviewer,
 *   may publish directly with the switch on too.
 * - `unpublish` takes the live version down (learners and search stop seeing it); the draft stays as it is.
 */

export const REVIEW_STATES = ['editing', 'in_review', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const AUTHORING_ACTIONS = [
  'save',
  'submit',
  'withdraw',
  'approve',
  'reject',
  'publish',
  'unpublish',
  'delete',
] as const;
export type AuthoringAction = (typeof AUTHORING_ACTIONS)[number];

/** Resource kinds an author can add (core RESOURCE_KINDS plus 'scorm', issue 25; 'application' is kept, not made). */
export const AUTHORING_RESOURCE_KINDS = [
  'video',
  'document',
  'article',
  'external',
  'exam',
  'scorm',
  'application',
] as const;

export const AUTHORING_LIMITS = {
  CHAPTERS_MAX: 100,
  RESOURCES_PER_CHAPTER_MAX: 200,
  /** The whole draft's resources (a JSON body stays well under the body limit). */
  RESOURCES_MAX: 1000,
  /** An article's HTML before sanitising. */
  ARTICLE_BODY_MAX: 200_000,
  URL_MAX: 2000,
  LECTURERS_MAX: 20,
  CAPTIONS_MAX: 20,
  CAPTION_LABEL_MAX: 80,
  REVIEW_COMMENT_MAX: 2000,
  PRICE_MAX: 1_000_000,
  COVER_URL_MAX: 500,
  /** Courses a list answers at once (newest change first). */
  LIST_MAX: 200,
} as const;

export interface AuthoringState {
  review: ReviewState;
  /** The live version's number; null when the course is not published (never, or unpublished). */
  publishedVersion: number | null;
  /** The highest version number ever published (0: never published). */
  latestVersion: number;
  /** The draft differs from the last published version (true for a never-published course). */
  unpublishedChanges: boolean;
}

export interface AuthoringActor {
  /** Administrator of the course's school (the reviewer). Course editing rights are checked before this. */
  admin: boolean;
  /** The school's content-review switch (spec §6). */
  reviewOn: boolean;
}

/** Why a transition is refused (the API's REVIEW_TRANSITION_INVALID carries it as details.reason). */
export type TransitionRefusal =
  | 'in_review'
  | 'not_in_review'
  | 'review_required'
  | 'review_off'
  | 'admins_only'
  | 'nothing_to_publish'
  | 'not_published'
  | 'was_published';

export type TransitionResult =
  { ok: true; state: AuthoringState; publishes: boolean } | { ok: false; reason: TransitionRefusal };

const refuse = (reason: TransitionRefusal): TransitionResult => ({ ok: false, reason });
const to = (state: AuthoringState, publishes = false): TransitionResult => ({ ok: true, state, publishes });

const published = (state: AuthoringState): AuthoringState => ({
  review: 'editing',
  publishedVersion: state.latestVersion + 1,
  latestVersion: state.latestVersion + 1,
  unpublishedChanges: false,
});

const hasSomethingToPublish = (state: AuthoringState) =>
  state.unpublishedChanges || state.publishedVersion === null;

/** The state after `action`, or why it is not allowed. `publishes`: the command materialises the draft. */
export function authoringTransition(
  state: AuthoringState,
  action: AuthoringAction,
  actor: AuthoringActor,
): TransitionResult {
  switch (action) {
    case 'save':
      if (state.review === 'in_review') return refuse('in_review');
      return to({ ...state, review: 'editing', unpublishedChanges: true });
    case 'submit':
      if (state.review === 'in_review') return refuse('in_review');
      if (!actor.reviewOn) return refuse('review_off');
      if (!hasSomethingToPublish(state)) return refuse('nothing_to_publish');
      return to({ ...state, review: 'in_review' });
    case 'withdraw':
      if (state.review !== 'in_review') return refuse('not_in_review');
      return to({ ...state, review: 'editing' });
    case 'approve':
      if (!actor.admin) return refuse('admins_only');
      if (state.review !== 'in_review') return refuse('not_in_review');
      return to(published(state), true);
    case 'reject':
      if (!actor.admin) return refuse('admins_only');
      if (state.review !== 'in_review') return refuse('not_in_review');
      return to({ ...state, review: 'rejected' });
    case 'publish':
      if (state.review === 'in_review') return refuse('in_review');
      if (actor.reviewOn && !actor.admin) return refuse('review_required');
      if (!hasSomethingToPublish(state)) return refuse('nothing_to_publish');
      return to(published(state), true);
    case 'unpublish':
      if (state.publishedVersion === null) return refuse('not_published');
      return to({ ...state, publishedVersion: null });
    case 'delete':
      // Learners' progress and history point at a course once published: take it down instead.
      if (state.latestVersion > 0) return refuse('was_published');
      if (state.review === 'in_review') return refuse('in_review');
      return to(state);
  }
}

/** The actions the actor may take now, in AUTHORING_ACTIONS order (the creation center's buttons). */
export function allowedAuthoringActions(state: AuthoringState, actor: AuthoringActor): AuthoringAction[] {
  return AUTHORING_ACTIONS.filter((action) => authoringTransition(state, action, actor).ok);
}

/** A new course's state: a draft nobody has published. */
export const NEW_AUTHORING_STATE: AuthoringState = {
  review: 'editing',
  publishedVersion: null,
  latestVersion: 0,
  unpublishedChanges: true,
};

/** A review comment is required on reject: something besides white space. */
export const reviewCommentValid = (comment: string): boolean =>
  comment.trim().length > 0 && comment.length <= AUTHORING_LIMITS.REVIEW_COMMENT_MAX;

/**
 * Who creates courses (issue 25 item 1; the spec leaves "creator" open): the school's lecturers and
 * administrators, and members an administrator flagged `creator` in the console's member management.
 */
export function isCourseCreator(member: { role: 'member' | 'lecturer' | 'admin'; creator: boolean } | null) {
  if (!member) return false;
  return member.role === 'admin' || member.role === 'lecturer' || member.creator;
}

/** Why a draft cannot be published yet (checked on submit, approve and publish). */
export type DraftIncompleteReason = 'no_resources' | 'empty_chapter';

export function draftIncomplete(draft: {
  chapters: readonly { resources: readonly unknown[] }[];
}): DraftIncompleteReason | null {
  if (!draft.chapters.some((chapter) => chapter.resources.length > 0)) return 'no_resources';
  if (draft.chapters.some((chapter) => chapter.resources.length === 0)) return 'empty_chapter';
  return null;
}
