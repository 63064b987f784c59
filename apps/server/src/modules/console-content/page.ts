/** First paint of the content sections (web/console-page.ts): exactly what their GET APIs answer. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { readVersion } from '../console/versions.ts';
import { loadAgreementsView } from './agreements-store.ts';
import { loadBulletinsView } from './bulletins-store.ts';
import { loadFooterView } from './footer-store.ts';

type Input = { db: Kysely<Database>; school: SchoolRow };

export const loadFooterSection = async ({ db, school }: Input) => ({
  version: await readVersion(db, school.id, 'footer'),
  data: await loadFooterView(db, school),
});

export const loadBulletinsSection = async ({ db, school }: Input) => ({
  version: await readVersion(db, school.id, 'bulletins'),
  data: await loadBulletinsView(db, school),
});

export const loadAgreementsSection = async ({ db, school }: Input) => ({
  version: await readVersion(db, school.id, 'agreements'),
  data: await loadAgreementsView(db, school),
});
