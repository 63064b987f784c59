/**
 * A live session's fields against core's rules (issue 26 item 3): the title's spec limit ("lecturing field 100",
 * counted in characters, the 101st refused — never cut), the start (with its zone, not past, at most a year ahead),
 * the duration's bounds and the join URL's legality check (spec §5, the one `external` resources use).
 */
import { LIVE_RULES, durationProblem, isLegalJoinUrl, liveTitleProblem, scheduledStart } from '@portico/core';
import type { LiveSessionBody } from '@portico/contracts';
import { fail } from '../../shared/http-error.ts';

export interface SessionFields {
  title: string;
  startAt: string;
  durationMinutes: number;
  joinUrl: string;
}

export function sessionFields(body: LiveSessionBody, now: Date): SessionFields {
  const title = body.title.trim();
  const problem = liveTitleProblem(title);
  if (problem === 'required')
    throw fail('LIVE_TITLE_REQUIRED', 'A live session needs a title', { field: 'title' });
  if (problem === 'too_long') {
    throw fail('LIVE_TITLE_TOO_LONG', `The title allows at most ${LIVE_RULES.TITLE_MAX} characters`, {
      field: 'title',
      max: LIVE_RULES.TITLE_MAX,
    });
  }
  const startAt = scheduledStart(body.startAt, now);
  if (!startAt) {
    throw fail('LIVE_START_INVALID', 'The start must be a date with its zone, not past, within a year', {
      field: 'startAt',
    });
  }
  if (durationProblem(body.durationMinutes)) {
    throw fail(
      'LIVE_DURATION_INVALID',
      `The duration is ${LIVE_RULES.DURATION_MIN} to ${LIVE_RULES.DURATION_MAX} minutes`,
      { field: 'durationMinutes', min: LIVE_RULES.DURATION_MIN, max: LIVE_RULES.DURATION_MAX },
    );
  }
  if (!isLegalJoinUrl(body.joinUrl)) {
    throw fail(
      'LIVE_URL_INVALID',
      'The join URL must be an absolute http(s) address that passes the link check',
      {
        field: 'joinUrl',
      },
    );
  }
  return { title, startAt, durationMinutes: body.durationMinutes, joinUrl: body.joinUrl.trim() };
}
