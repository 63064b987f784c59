/**
 * Issue 26 item 5: the learner's map says each stage's state in words (not colour alone), links the items of
 * reachable stages and only names those of locked ones; the AI page's role-learning list shows the next items.
 */
import type { MyLearningPaths } from '@portico/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import { PathNextItems } from '@/components/path-next-items.tsx';
import LearningMap from '@/features/learning-paths/components/learning-map.tsx';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

afterEach(cleanup);

const bootstrap = (lang: 'en_US' | 'zh_CN' = 'en_US') =>
  makeBootstrap(
    `/center/privateCenter.htm?schoolId=${SCHOOL_ID}&type=studyCenter_JobStudy&sxz-lang=${lang}`,
    {
      lang,
    },
  );

const course = (id: string, name: string, completed: boolean, progress: number | null = null) => ({
  kind: 'course' as const,
  id,
  name,
  required: true,
  completed,
  progress,
});

const data: MyLearningPaths = {
  positions: ['Data analyst'],
  paths: [
    {
      id: '1000000000000000901',
      position: 'Data analyst',
      title: 'Analyst path',
      percent: 33,
      stages: [
        { title: 'Basics', state: 'completed', items: [course('1000000000000000011', 'Python', true, 100)] },
        {
          title: 'Practice',
          state: 'open',
          items: [course('1000000000000000012', 'Pandas', false, 40)],
        },
        {
          title: 'Check',
          state: 'locked',
          items: [{ ...course('1000000000000000013', 'Final exam', false), kind: 'exam' }],
        },
      ],
    },
  ],
  next: [
    {
      ...course('1000000000000000012', 'Pandas', false, 40),
      pathId: '1000000000000000901',
      pathTitle: 'Analyst path',
    },
  ],
};

describe('learning map', () => {
  it('lists the stages in order with their state in text; locked items are named, not linked', () => {
    render(
      <Providers bootstrap={bootstrap()} packs={packsForRoute('private-center')}>
        <LearningMap data={data} />
      </Providers>,
    );
    expect(screen.getByRole('heading', { name: 'Learning map' })).toBeTruthy();
    const stages = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(stages).toEqual(['Stage 1: BasicsCompleted', 'Stage 2: PracticeOpen', 'Stage 3: CheckLocked']);
    expect(screen.getByText(/previous stage to unlock/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pandas' }).getAttribute('href')).toContain(
      '1000000000000000012',
    );
    expect(screen.queryByRole('link', { name: 'Final exam' })).toBeNull();
    expect(screen.getByText('Final exam')).toBeTruthy();
    expect(screen.getByText(/Not completed · 40%/)).toBeTruthy();
    expect(screen.getByText(/33% complete/)).toBeTruthy();
  });

  it('says why the map is empty: no position, or no path for it — in the page language', () => {
    const { unmount } = render(
      <Providers bootstrap={bootstrap()} packs={packsForRoute('private-center')}>
        <LearningMap data={{ positions: [], paths: [], next: [] }} />
      </Providers>,
    );
    expect(screen.getByText(/no position in this school/)).toBeTruthy();
    unmount();
    render(
      <Providers bootstrap={bootstrap('zh_CN')} packs={packsForRoute('private-center')}>
        <LearningMap data={{ positions: ['Data analyst'], paths: [], next: [] }} />
      </Providers>,
    );
    expect(screen.getByText('你的岗位还没有定义学习路径。')).toBeTruthy();
  });
});

describe('AI role learning: next items of the path', () => {
  it('lists the next items with their kind and path, linked', () => {
    render(
      <Providers bootstrap={bootstrap()}>
        <PathNextItems paths={data} />
      </Providers>,
    );
    const section = screen.getByRole('region', { name: 'Next on your learning path' });
    const link = within(section).getByRole('link', { name: 'Pandas' });
    expect(link.getAttribute('href')).toContain('/course');
    expect(within(section).getByText('Analyst path')).toBeTruthy();
  });

  it('says the path is done when nothing is next, and shows nothing without a path', () => {
    const { unmount } = render(
      <Providers bootstrap={bootstrap()}>
        <PathNextItems paths={{ ...data, next: [] }} />
      </Providers>,
    );
    expect(screen.getByText(/completed every open item/)).toBeTruthy();
    unmount();
    const { container } = render(
      <Providers bootstrap={bootstrap()}>
        <PathNextItems paths={{ positions: [], paths: [], next: [] }} />
      </Providers>,
    );
    expect(container.textContent).toBe('');
  });
});
