/**
 * Issue 22 item 6, the remaining counts: limits ("at most {{max}} characters", "{{used}} of {{max}} characters",
 * "at most {{max}} images"), the errors that carry a `max` from the server, and the mobile (h5) honour points
 * are plural families too — the form agrees with the number in English and in Arabic's six categories.
 */
import type { LanguageCode } from '@portico/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createUi } from '@/h5/ui.ts';
import type { MessageKey } from '@/i18n/keys.ts';
import { messagesFor } from '@/i18n/server-messages.ts';
import { useT } from '@/i18n/use-t.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/api-errors.ts';
import { Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';

afterEach(cleanup);

/** Each limit as the app renders it, one list item per number. */
function Limits({ keys, numbers }: { keys: MessageKey[]; numbers: number[] }) {
  const t = useT();
  return (
    <ul>
      {numbers.map((max) => (
        <li key={max}>{keys.map((key) => t(key, { used: 0, max, count: max })).join(' | ')}</li>
      ))}
    </ul>
  );
}

function ApiErrorTexts({ numbers }: { numbers: number[] }) {
  const t = useT();
  return (
    <ul>
      {numbers.map((max) => (
        <li key={max}>{errorText(new ApiError(400, 'Too long', 'KEYWORD_TOO_LONG', { max }), t)}</li>
      ))}
    </ul>
  );
}

const rendered = (lang: LanguageCode, element: React.ReactElement) => {
  render(<Providers bootstrap={makeBootstrap(homeUrl, { lang })}>{element}</Providers>);
  return screen.getAllByRole('listitem').map((li) => li.textContent);
};

const LIMIT_KEYS: MessageKey[] = ['errors.FEEDBACK_TOO_LONG', 'feedback.counter', 'feedback.imagesLimit'];

describe('limits in plural forms', () => {
  it('en_US: "1 character" / "1 image", plural otherwise', () => {
    expect(rendered('en_US', <Limits keys={LIMIT_KEYS} numbers={[1, 4, 200]} />)).toEqual([
      'Feedback can have at most 1 character. | 0 of 1 character | You can add at most 1 image',
      'Feedback can have at most 4 characters. | 0 of 4 characters | You can add at most 4 images',
      'Feedback can have at most 200 characters. | 0 of 200 characters | You can add at most 200 images',
    ]);
  });

  it('ar_SA: zero, one, two, few (3–10), many (11–99) and other (100…)', () => {
    expect(
      rendered(
        'ar_SA',
        <Limits
          keys={['errors.FEEDBACK_TOO_LONG', 'feedback.imagesLimit']}
          numbers={[0, 1, 2, 4, 11, 200]}
        />,
      ),
    ).toEqual([
      'يمكن أن تحتوي الملاحظات على 0 حرف كحد أقصى. | يمكنك إضافة 0 صورة كحد أقصى',
      'يمكن أن تحتوي الملاحظات على حرف واحد كحد أقصى. | يمكنك إضافة صورة واحدة كحد أقصى',
      'يمكن أن تحتوي الملاحظات على حرفين كحد أقصى. | يمكنك إضافة صورتين كحد أقصى',
      'يمكن أن تحتوي الملاحظات على 4 أحرف كحد أقصى. | يمكنك إضافة 4 صور كحد أقصى',
      'يمكن أن تحتوي الملاحظات على 11 حرفًا كحد أقصى. | يمكنك إضافة 11 صورة كحد أقصى',
      'يمكن أن تحتوي الملاحظات على 200 حرف كحد أقصى. | يمكنك إضافة 200 صورة كحد أقصى',
    ]);
  });

  it('an API error with details.max takes the form of that number', () => {
    expect(rendered('en_US', <ApiErrorTexts numbers={[1, 80]} />)).toEqual([
      'The search term can have at most 1 character.',
      'The search term can have at most 80 characters.',
    ]);
    cleanup();
    expect(rendered('ar_SA', <ApiErrorTexts numbers={[2, 80]} />)).toEqual([
      (messagesFor('ar_SA', ['errors']) as Record<string, string>)['errors.KEYWORD_TOO_LONG_two'],
      (messagesFor('ar_SA', ['errors']) as Record<string, string>)['errors.KEYWORD_TOO_LONG_many']!.replace(
        '{{max}}',
        '80',
      ),
    ]);
  });
});

describe('mobile (h5) honour points in plural forms', () => {
  const points = (lang: LanguageCode, counts: number[]) => {
    const ui = createUi(lang, messagesFor(lang, ['community']));
    return counts.map((count) => ui.t('h5.fame.points', { count }));
  };

  it('en_US: "1 honour point", "2 honour points"', () => {
    expect(points('en_US', [1, 2])).toEqual(['1 honour point', '2 honour points']);
  });

  it('ar_SA: the six forms', () => {
    expect(points('ar_SA', [0, 1, 2, 3, 11, 100])).toEqual([
      '0 نقطة شرف',
      'نقطة شرف واحدة',
      'نقطتا شرف',
      '3 نقاط شرف',
      '11 نقطة شرف',
      '100 نقطة شرف',
    ]);
  });
});
