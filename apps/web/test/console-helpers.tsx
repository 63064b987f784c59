/** Renders one admin-console section as the console page would, with the console message pack (en_US). */
import type { ConsolePage, ViewerMembership } from '@portico/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

/** Who the page rules let into the console: an administrator of the school (issue 24: lecturers see less). */
export const ADMIN_MEMBERSHIP: ViewerMembership = {
  validMember: true,
  admin: true,
  lecturer: true,
  role: 'admin',
};

/** The bootstrap of the console page showing `section` with `data` (as its administrator), and that page. */
export function consoleBootstrap(
  section: ConsolePage['section'],
  data: unknown,
  lang: 'en_US' | 'ar_SA' = 'en_US',
) {
  const page: ConsolePage = {
    kind: 'console',
    section,
    schoolId: SCHOOL_ID,
    isSubSchool: false,
    parentSchoolId: null,
    data,
  };
  const url = `/iadmin/${SCHOOL_ID}/management/${section}?sxz-lang=${lang}`;
  return { page, bootstrap: makeBootstrap(url, { lang, page, membership: ADMIN_MEMBERSHIP }) };
}

export function renderConsoleSection(
  section: ConsolePage['section'],
  Section: (p: { page: ConsolePage }) => ReactNode,
  data: unknown,
) {
  const { page, bootstrap } = consoleBootstrap(section, data);
  render(
    <Providers bootstrap={bootstrap} packs={['console']}>
      <Section page={page} />
    </Providers>,
  );
}
