/**
 * Turns a feedback body into the row fields to store, with the rules of @portico/core (spec §5) and the 400 texts
 * of contracts §6. General feedback (types 0–3) goes through `validateFeedback`; search feedback (type 4) through
 * `validateSearchFeedback` and `searchFeedbackKeyword`.
 */
import {
  FEEDBACK_TYPES,
  LIMITS,
  isLegalLink,
  isValidMobile,
  searchFeedbackKeyword,
  validateFeedback,
  validateSearchFeedback,
  type FeedbackError,
} from '@portico/core';
import type { AddFeedbackInput, ErrorCode } from '@portico/contracts';
import { fail as failWith } from '../../shared/http-error.ts';

type FeedbackProblem = FeedbackError | 'searchRequired' | 'searchTooLong';

/** Each problem's stable code, English text (the spec's, where it has one) and, for limits, the limit. */
const FEEDBACK_PROBLEMS: Record<FeedbackProblem, { code: ErrorCode; message: string; max?: number }> = {
  type: { code: 'FEEDBACK_INVALID', message: 'feedbackType must be one of 0, 1, 2, 3 and 4' },
  descriptionRequired: {
    code: 'FEEDBACK_CONTENT_REQUIRED',
    message: 'Please enter questions and suggestions',
  },
  descriptionTooLong: {
    code: 'FEEDBACK_TOO_LONG',
    message: `Feedback is too long (at most ${LIMITS.FEEDBACK_TEXT} characters)`,
    max: LIMITS.FEEDBACK_TEXT,
  },
  phoneInvalid: { code: 'FEEDBACK_PHONE_INVALID', message: 'Please enter a correct mobile number' },
  tooManyImages: {
    code: 'FEEDBACK_TOO_MANY_IMAGES',
    message: `At most ${LIMITS.FEEDBACK_IMAGES} images can be attached`,
    max: LIMITS.FEEDBACK_IMAGES,
  },
  searchRequired: { code: 'FEEDBACK_DESCRIPTION_REQUIRED', message: 'Please enter a feedback description' },
  searchTooLong: {
    code: 'FEEDBACK_TOO_LONG',
    message: `Feedback is too long (at most ${LIMITS.SEARCH_FEEDBACK_TEXT} characters)`,
    max: LIMITS.SEARCH_FEEDBACK_TEXT,
  },
};

export interface FeedbackFields {
  feedback_type: number;
  content: string;
  pic_url: string | null;
  allow_contact: number;
  phone_number: string | null;
  keyword: string | null;
  evaluation: string | null;
}

const fail = (problem: FeedbackProblem, errors: FeedbackProblem[] = [problem]) => {
  const { code, message, max } = FEEDBACK_PROBLEMS[problem];
  return failWith(code, message, max === undefined ? { errors } : { errors, max });
};

function images(picUrl: string | null | undefined): string[] {
  const urls = (picUrl ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  // Stored URLs are shown to staff later: only http(s) or same-site links, never javascript: and friends.
  if (urls.some((url) => !isLegalLink(url)))
    throw failWith('FEEDBACK_IMAGE_URL_INVALID', 'Image URLs must be http(s) or same-site links');
  return urls;
}

function searchFeedback(body: AddFeedbackInput, urls: string[], allowContact: boolean): FeedbackFields {
  if (!body.evaluation) {
    throw failWith(
      'FEEDBACK_EVALUATION_REQUIRED',
      'evaluation is required for search feedback (praise or trodden)',
    );
  }
  const checked = validateSearchFeedback({ evaluation: body.evaluation, text: body.feedbackContent });
  if (!checked.ok) throw fail('searchRequired');
  // The widget cuts the text to 100 with a warning (spec §5); a longer text reaching the server is refused.
  if (checked.warning === 'tooLong') throw fail('searchTooLong');
  const phone = (body.phoneNumber ?? '').trim();
  if (allowContact && phone !== '' && !isValidMobile(phone)) throw fail('phoneInvalid');
  if (urls.length > LIMITS.FEEDBACK_IMAGES) throw fail('tooManyImages');
  return {
    feedback_type: FEEDBACK_TYPES.SEARCH,
    content: checked.text,
    pic_url: urls.join(',') || null,
    allow_contact: allowContact ? 1 : 0,
    phone_number: allowContact && phone !== '' ? phone : null,
    keyword: searchFeedbackKeyword(body.keyword ?? ''),
    evaluation: body.evaluation,
  };
}

export function feedbackFields(body: AddFeedbackInput): FeedbackFields {
  const allowContact = body.allowContact === true || body.allowContact === 1;
  const urls = images(body.picUrl);
  if (body.feedbackType === FEEDBACK_TYPES.SEARCH) return searchFeedback(body, urls, allowContact);
  const result = validateFeedback({
    feedbackType: body.feedbackType,
    description: body.feedbackContent,
    allowContact,
    phone: body.phoneNumber ?? null,
    images: urls,
  });
  if (!result.ok) {
    const [first = 'type'] = result.errors;
    throw fail(first, result.errors);
  }
  const { value } = result;
  return {
    feedback_type: value.feedbackType,
    content: value.feedbackContent,
    pic_url: value.picUrl || null,
    allow_contact: value.allowContact,
    phone_number: value.phoneNumber || null,
    keyword: null,
    evaluation: null,
  };
}
