/**
 * What the review panel says (issue 25 items 3–4), worded by each feature from its own message pack — the
 * creation center's `creation.review.*` for courses, `o3articles.review.*` for knowledge articles — so the shared
 * panel carries no texts of its own.
 */
export type ReviewStepAction = 'submit' | 'approve' | 'publish' | 'withdraw' | 'unpublish';

export interface ReviewTexts {
  title: string;
  reviewOn: string;
  reviewOff: string;
  waiting: string;
  /** Heading of the reviewer's comment on a rejected draft, and the reject form's field label. */
  commentHeading: string;
  commentLabel: string;
  commentRequired: string;
  steps: Record<ReviewStepAction, { label: string; done: string }>;
  reject: string;
  sendReject: string;
  cancel: string;
  rejected: string;
  none: string;
  /** Asked before unpublishing, when the feature wants a confirmation. */
  confirmUnpublish?: string;
}
