/** Renders one admin-console section as the console page would, with the console message pack (en_US). */
import type { ConsolePage } from '@portico/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

export function renderConsoleSection(
  section: ConsolePage['section'],
  Section: (p: { page: ConsolePage }) => ReactNode,
  data: unknown,
) {
  const page: ConsolePage = {
    kind: 'console',
    section,
    schoolId: SCHOOL_ID,
    isSubSchool: false,
    parentSchoolId: null,
    data,
  };
  render(
    <Providers
      bootstrap={makeBootstrap(`/iadmin/${SCHOOL_ID}/management/${section}?sxz-lang=en_US`, { page })}
      packs={['console']}
    >
      <Section page={page} />
    </Providers>,
  );
}
