/**
 * Issue 22 item 6, the counts converted last: rendered through the real components and the real error renderer,
 * each form agrees with its number — in English ("1 task" / "3 tasks") and in Arabic's categories (zero, one, two,
 * few 3–10, many 11–99, other 100…). The key set itself is guarded by count-texts.test.ts.
 */
import type { LanguageCode } from '@portico/core';
import type { BulkEnrolReport as Report, PositionDegree, PostSummary } from '@portico/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PositionTasks } from '@/components/position-tasks.tsx';
import { BulkEnrolReport } from '@/features/console-enrolments/components/bulk-enrol-report.tsx';
import { createUi, postCard } from '@/h5/ui.ts';
import { createI18n } from '@/i18n/create-i18n.ts';
import type { MessagePack } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText, type UserFacingError } from '@/lib/api-errors.ts';
import { BootstrapProvider } from '@/lib/bootstrap-context.tsx';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';

afterEach(cleanup);

/** The app's i18n and bootstrap for `lang`, with the message packs the page would carry. */
function InLanguage({
  lang,
  packs = [],
  children,
}: {
  lang: LanguageCode;
  packs?: MessagePack[];
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={createI18n(lang, messagesFor(lang, packs))}>
      <BootstrapProvider value={makeBootstrap(homeUrl, { lang })}>{children}</BootstrapProvider>
    </I18nextProvider>
  );
}

const degree = (total: number): PositionDegree => ({
  havePositionTask: true,
  total,
  completed: 0,
  tasks: [
    {
      id: '9100000000000000001',
      title: 'Safety basics',
      position: 'Nurse',
      compulsory: true,
      courseId: null,
      courseName: null,
      dueAt: null,
      completed: false,
    },
  ],
});

/** The summary line of the position tasks, one render per total. */
function tasksSummaries(lang: LanguageCode, totals: number[]): string[] {
  return totals.map((total) => {
    const { container, unmount } = render(
      <InLanguage lang={lang}>
        <PositionTasks degree={degree(total)} />
      </InLanguage>,
    );
    const text = container.querySelector('p')?.textContent ?? '';
    unmount();
    return text;
  });
}

describe('position tasks: "{{done}} of {{total}} tasks done" takes the form of the total', () => {
  it('en_US', () => {
    expect(tasksSummaries('en_US', [1, 3])).toEqual(['0 of 1 task done', '0 of 3 tasks done']);
  });

  it('ar_SA: one, two, few, many, other', () => {
    expect(tasksSummaries('ar_SA', [1, 2, 3, 11, 100])).toEqual([
      'أُنجزت 0 من مهمة واحدة',
      'أُنجزت 0 من مهمتين',
      'أُنجزت 0 من 3 مهام',
      'أُنجزت 0 من 11 مهمة',
      'أُنجزت 0 من 100 مهمة',
    ]);
  });
});

/** What the user reads for each API error, as the app renders it. */
function ErrorTexts({ errors }: { errors: ApiError[] }) {
  const t = useT();
  return (
    <ul>
      {errors.map((error, i) => (
        <li key={i}>{errorText(error, t)}</li>
      ))}
    </ul>
  );
}
const apiError = (code: UserFacingError, details: Record<string, number>) =>
  new ApiError(400, 'refused', code, details);
function renderedErrors(lang: LanguageCode, errors: ApiError[]): (string | null)[] {
  // The error texts as once their module is loaded (i18n/error-messages.ts).
  render(
    <InLanguage lang={lang} packs={['errors']}>
      <ErrorTexts errors={errors} />
    </InLanguage>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent);
}

describe('server errors with a limit in details take the form of that limit', () => {
  const topics = (max: number) => apiError('COMMUNITY_TOO_MANY_TOPICS', { max });
  const uploadTooLarge = (mb: number) => apiError('UPLOAD_TOO_LARGE', { maxBytes: mb * 1048576, maxMb: mb });

  it('en_US: "1 topic" / "5 topics", "1 row" / "500 rows"', () => {
    expect(
      renderedErrors('en_US', [
        topics(1),
        topics(5),
        apiError('CSV_TOO_MANY_ROWS', { max: 1 }),
        apiError('CSV_TOO_MANY_ROWS', { max: 500 }),
      ]),
    ).toEqual([
      'Choose at most 1 topic.',
      'Choose at most 5 topics.',
      'The CSV file has too many rows (at most 1 row).',
      'The CSV file has too many rows (at most 500 rows).',
    ]);
  });

  it('ar_SA: one, two, few and many forms', () => {
    expect(renderedErrors('ar_SA', [topics(1), topics(2), topics(4), topics(11)])).toEqual([
      'اختر موضوعًا واحدًا كحد أقصى.',
      'اختر موضوعين كحد أقصى.',
      'اختر 4 مواضيع كحد أقصى.',
      'اختر 11 موضوعًا كحد أقصى.',
    ]);
  });

  it('the upload limit counts megabytes (maxMb), not the maxBytes that comes first in details', () => {
    expect(renderedErrors('ar_SA', [uploadTooLarge(1), uploadTooLarge(2), uploadTooLarge(5)])).toEqual([
      'حجم الصورة أكبر من ميغابايت واحد.',
      'حجم الصورة أكبر من ميغابايتين.',
      'حجم الصورة أكبر من 5 ميغابايتات.',
    ]);
  });
});

describe('bulk enrolment summary: each count in its own form', () => {
  const report = (total: number, enrolled: number, already: number, failed: number): Report => ({
    total,
    enrolled,
    already,
    failed,
    rows: [],
  });
  const summary = (lang: LanguageCode, r: Report) => {
    render(
      <InLanguage lang={lang} packs={['console']}>
        <BulkEnrolReport report={r} />
      </InLanguage>,
    );
    return screen.getByTestId('bulk-summary').textContent;
  };

  it('en_US and ar_SA', () => {
    expect(summary('en_US', report(5, 1, 1, 3))).toBe('Rows: 5 · New: 1 · Already enrolled: 1 · Failed: 3');
    cleanup();
    expect(summary('ar_SA', report(2, 0, 1, 1))).toBe('الصفوف: 2 · جديدة: 0 · مسجلة مسبقًا: 1 · فشلت: 1');
  });
});

describe('mobile (h5) post cards: "1 reply", "2 likes"', () => {
  const post = (replyCount: number, likeCount: number): PostSummary => ({
    id: '7300000000000000001',
    kind: 1,
    title: 'When should I reach for useReducer?',
    excerpt: '',
    author: { id: '2000000000000000001', nickName: 'Lena Learner', avatarUrl: null },
    circle: null,
    topics: [],
    status: 'visible',
    replyCount,
    likeCount,
    liked: false,
    createdAt: '2025-12-30T10:00:00.000Z',
    lastActivityAt: '2025-12-30T12:00:00.000Z',
  });
  const stats = (lang: LanguageCode, replies: number, likes: number) => {
    const card = postCard(createUi(lang, messagesFor(lang, ['community'])), post(replies, likes));
    return [...card.querySelectorAll('.stats span')].map((span) => span.textContent);
  };

  it('en_US', () => {
    expect(stats('en_US', 1, 2)).toEqual(['1 reply', '2 likes']);
    expect(stats('en_US', 0, 1)).toEqual(['0 replies', '1 like']);
  });

  it('ar_SA', () => {
    expect(stats('ar_SA', 1, 2)).toEqual(['ردّ واحد', 'إعجابان']);
    expect(stats('ar_SA', 3, 11)).toEqual(['3 ردود', '11 إعجابًا']);
    expect(stats('ar_SA', 0, 100)).toEqual(['0 ردّ', '100 إعجاب']);
  });
});
