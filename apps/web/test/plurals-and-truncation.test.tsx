/**
 * Issue 22 items 5 and 6 rendered: counts go through the language's plural forms (en_US one/other, ar_SA's six),
 * and user-supplied names are cut by spec §5's display-width rule with "…" while keeping their full accessible name.
 */
import type { LanguageCode } from '@portico/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AcademyCard } from '@/features/school-switcher/components/academy-card.tsx';
import { CourseCard } from '@/components/course-card.tsx';
import { useT } from '@/i18n/use-t.ts';
import { Providers } from './client-helpers.tsx';
import { homeUrl, makeBootstrap } from './fixtures/bootstrap.ts';
import { academy } from './switching/academy-fixtures.ts';

afterEach(cleanup);

function Counts({ counts }: { counts: number[] }) {
  const t = useT();
  return (
    <ul>
      {counts.map((count) => (
        <li key={count}>
          {t('person.joinedDays', { count })} | {t('inbox.total', { count })}
        </li>
      ))}
    </ul>
  );
}

const texts = (lang: LanguageCode, counts: number[]) => {
  render(
    // The personal space's and the feedback inbox's texts are message packs (i18n/packs.ts).
    <Providers bootstrap={makeBootstrap(homeUrl, { lang })} packs={['center', 'inbox']}>
      <Counts counts={counts} />
    </Providers>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent);
};

describe('plural forms (issue 22 item 6)', () => {
  it('en_US: one for 1, other for 0 and 2', () => {
    expect(texts('en_US', [0, 1, 2])).toEqual([
      'Registered 0 days ago | 0 feedback messages',
      'Registered 1 day ago | 1 feedback message',
      'Registered 2 days ago | 2 feedback messages',
    ]);
  });

  it('ar_SA: zero, one, two, few (3–10), many (11–99) and other (100…)', () => {
    expect(texts('ar_SA', [0, 1, 2, 3, 11, 100])).toEqual([
      'مسجّل منذ 0 يوم | 0 ملاحظة',
      'مسجّل منذ يوم واحد | ملاحظة واحدة',
      'مسجّل منذ يومين | ملاحظتان',
      'مسجّل منذ 3 أيام | 3 ملاحظات',
      'مسجّل منذ 11 يومًا | 11 ملاحظةً',
      'مسجّل منذ 100 يوم | 100 ملاحظة',
    ]);
  });

  it('ru_RU: one (1, 21), few (2–4), many (5–20)', () => {
    render(
      <Providers bootstrap={makeBootstrap(homeUrl, { lang: 'ru_RU' })} packs={['center']}>
        <JoinedDays counts={[1, 3, 5, 21]} />
      </Providers>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Зарегистрирован(а) 1 день назад',
      'Зарегистрирован(а) 3 дня назад',
      'Зарегистрирован(а) 5 дней назад',
      'Зарегистрирован(а) 21 день назад',
    ]);
  });

  it('a switcher card says "1 learner", "0 learners" in English and uses the Arabic forms', () => {
    const card = (lang: LanguageCode, learners: number, courses: number) => {
      cleanup();
      render(
        <Providers bootstrap={makeBootstrap(homeUrl, { lang })}>
          <AcademyCard record={academy(1, { onLearnHeadcount: learners, coursesNumber: courses })} />
        </Providers>,
      );
      return screen.getByRole('article');
    };
    expect(within(card('en_US', 1, 0)).getByText('1 learner')).toBeTruthy();
    expect(within(card('en_US', 0, 1)).getByText('0 learners')).toBeTruthy();
    expect(within(card('en_US', 0, 1)).getByText('1 course')).toBeTruthy();
    // Issue 23 item 8: the display is the language's compact form (12.3K) while the number picks the form.
    expect(within(card('en_US', 12345, 2)).getByText('12.3K learners')).toBeTruthy();
    expect(within(card('ar_SA', 1, 2)).getByText('متعلّم واحد')).toBeTruthy();
    expect(within(card('ar_SA', 1, 2)).getByText('دورتان')).toBeTruthy();
    expect(within(card('ar_SA', 5, 15)).getByText('٥ متعلّمين')).toBeTruthy();
    expect(within(card('ar_SA', 5, 15)).getByText('١٥ دورةً')).toBeTruthy();
  });
});

function JoinedDays({ counts }: { counts: number[] }) {
  const t = useT();
  return (
    <ul>
      {counts.map((count) => (
        <li key={count}>{t('person.joinedDays', { count })}</li>
      ))}
    </ul>
  );
}

describe('display-width truncation in rendered cards (issue 22 item 5)', () => {
  it('cuts a long mixed CJK/Latin school name with "…" and keeps the whole name as the accessible name', () => {
    // 13 CJK characters (26) + 18 Latin = 44 > 32: cut after width 32 (26 + 6 Latin).
    const name = '北京市第一人民职业技术学院Vocational College';
    render(
      <Providers bootstrap={makeBootstrap(homeUrl)}>
        <AcademyCard record={academy(1, { name })} />
      </Providers>,
    );
    const card = screen.getByRole('article', { name });
    const link = within(card).getByRole('link', { name });
    const shown = link.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toBe('北京市第一人民职业技术学院Vocati…');
    expect(shown?.getAttribute('title')).toBe(name);
  });

  it('leaves a name within the width as it is', () => {
    render(
      <Providers bootstrap={makeBootstrap(homeUrl)}>
        <AcademyCard record={academy(1, { name: '演示学院 Demo Academy' })} />
      </Providers>,
    );
    const link = screen.getByRole('link', { name: '演示学院 Demo Academy' });
    expect(link.textContent).toBe('演示学院 Demo Academy');
    expect(link.querySelector('[aria-hidden]')).toBeNull();
  });

  it('cuts a course name in a course card at width 56', () => {
    const b = makeBootstrap(homeUrl);
    const name = `${'课程名称'.repeat(6)}Advanced Topics in Distributed Systems`;
    render(
      <Providers bootstrap={b}>
        <CourseCard
          school={b.school!}
          course={{
            id: '1',
            name,
            cover: null,
            price: 0,
            actualPrice: 0,
            purchaseCount: 0,
            viewCount: 0,
            deptName: null,
            existMember: false,
            applicationType: '0',
            courseResourceId: '1',
          }}
        />
      </Providers>,
    );
    const link = screen.getByRole('link', { name });
    // 24 CJK characters are width 48; 8 Latin characters more reach 56.
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe(`${'课程名称'.repeat(6)}Advanced…`);
  });
});
