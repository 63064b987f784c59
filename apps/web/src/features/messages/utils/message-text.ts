/**
 * What a message says in the reader's language (issue 11 §1): the kinds the product writes are worded from their
 * params; any other message (feedback answers, notices) shows its stored title and content.
 */
import { isSafeRedirectPath, withLang, type LanguageCode } from '@portico/core';
import type { Message } from '@portico/contracts';
import type { MessageKey, TFn } from '@/i18n/keys.ts';
import { formatDate } from '@/lib/format-date.ts';

const WORDED: Record<string, { title: MessageKey; content: MessageKey; needs: string[] }> = {
  'school-joined': {
    title: 'messages.kind.schoolJoined.title',
    content: 'messages.kind.schoolJoined.content',
    needs: ['school'],
  },
  'agreement-updated': {
    title: 'messages.kind.agreementUpdated.title',
    content: 'messages.kind.agreementUpdated.content',
    needs: ['school'],
  },
  'course-added': {
    title: 'messages.kind.courseAdded.title',
    content: 'messages.kind.courseAdded.content',
    needs: ['school', 'course'],
  },
  // Issue 25: how the review of the reader's course went (the reviewer's comment is quoted as written).
  'course-approved': {
    title: 'messages.kind.courseApproved.title',
    content: 'messages.kind.courseApproved.content',
    needs: ['course'],
  },
  'course-rejected': {
    title: 'messages.kind.courseRejected.title',
    content: 'messages.kind.courseRejected.content',
    needs: ['course', 'comment'],
  },
  // Issue 25 item 4: how the review of the reader's O3 knowledge article went.
  'article-approved': {
    title: 'messages.kind.articleApproved.title',
    content: 'messages.kind.articleApproved.content',
    needs: ['article'],
  },
  'article-rejected': {
    title: 'messages.kind.articleRejected.title',
    content: 'messages.kind.articleRejected.content',
    needs: ['article', 'comment'],
  },
  // Issue 26: a course or exam assigned to one of the reader's classes (due date in the reader's language).
  'class-assignment': {
    title: 'classes.message.title',
    content: 'classes.message.content',
    needs: ['class', 'item', 'dueAt'],
  },
  // Issue 26 item 3: a live session of one of the reader's classes starts soon (start time with its zone named).
  'live-reminder': {
    title: 'live.message.title',
    content: 'live.message.content',
    needs: ['class', 'title', 'startAt'],
  },
};

/** The school's name for the reader: the Chinese name in zh_CN, the English one otherwise (when there is one). */
const schoolName = (params: Record<string, string>, lang: LanguageCode) =>
  (lang === 'zh_CN' ? params.school : params.schoolEn) ?? params.school ?? '';

export function messageText(
  message: Message,
  t: TFn,
  lang: LanguageCode,
): { title: string; content: string } {
  const worded = WORDED[message.kind];
  if (!worded || !worded.needs.every((key) => message.params[key] !== undefined)) {
    return { title: message.title, content: message.content };
  }
  const vars: Record<string, string> = { ...message.params, school: schoolName(message.params, lang) };
  if (message.params.dueAt) vars.dueAt = formatDate(message.params.dueAt, lang, true);
  if (message.params.startAt) vars.time = formatDate(message.params.startAt, lang, true, true);
  return { title: t(worded.title, vars), content: t(worded.content, vars) };
}

/** The message's link in the reader's language; null when it has none (or one that is not a same-site path). */
export function messageHref(message: Message, lang: LanguageCode): string | null {
  return message.link && isSafeRedirectPath(message.link) ? withLang(message.link, lang) : null;
}
