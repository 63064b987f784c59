/**
 * Issue 24: a school's lecturers manage the question bank in the console. The console's side navigation lists a
 * lecturer only the sections open to them (question bank, exams, grading), without the feedback inbox; an
 * administrator keeps every section.
 */
import type { ViewerMembership } from '@portico/contracts';
import { LECTURER_CONSOLE_SECTIONS } from '@portico/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleLayout } from '@/components/console/console-layout.tsx';
import { Providers } from './client-helpers.tsx';
import { consoleBootstrap } from './console-helpers.tsx';
import { SCHOOL_ID } from './fixtures/bootstrap.ts';

const membership = (admin: boolean): ViewerMembership => ({
  validMember: true,
  admin,
  lecturer: true,
  role: admin ? 'admin' : 'lecturer',
});

function renderNav(admin: boolean) {
  const { bootstrap } = consoleBootstrap('question-bank', null);
  render(
    <Providers bootstrap={{ ...bootstrap, membership: membership(admin) }} packs={['console']}>
      <ConsoleLayout schoolId={SCHOOL_ID} isSubSchool={false} current="question-bank" title="Question bank">
        <p>body</p>
      </ConsoleLayout>
    </Providers>,
  );
  return within(screen.getByRole('navigation', { name: 'Console sections' })).getAllByRole('link');
}

afterEach(cleanup);

describe('console navigation by role', () => {
  it('a lecturer is listed the question bank, exams and grading only', () => {
    const links = renderNav(false);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      LECTURER_CONSOLE_SECTIONS.map((section) => `/iadmin/${SCHOOL_ID}/management/${section}?sxz-lang=en_US`),
    );
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('an administrator is listed every section and the feedback inbox', () => {
    const hrefs = renderNav(true).map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toContain(`/iadmin/${SCHOOL_ID}/management/workbench?sxz-lang=en_US`);
    expect(hrefs).toContain(`/iadmin/${SCHOOL_ID}/management/grading?sxz-lang=en_US`);
    expect(hrefs).toContain(`/iadmin/${SCHOOL_ID}/management/feedback?sxz-lang=en_US`);
    expect(hrefs.length).toBeGreaterThan(10);
  });
});
