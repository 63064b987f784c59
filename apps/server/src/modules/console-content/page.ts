/** First paint of the content sections (web/console-page.ts): exactly what their GET APIs answer. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import { loadAgreementsView } from './agreements-store.ts';
import { loadBulletinsView } from './bulletins-store.ts';
import { loadFooterView } from './footer-store.ts';

type Input = { db: Kysely<Database>; school: SchoolRow };

export const loadFooterSection = ({ db, school }: Input) =>
  readVersioned(db, school.id, 'footer', loadFooterView(db, school));

export const loadBulletinsSection = ({ db, school }: Input) =>
  readVersioned(db, school.id, 'bulletins', loadBulletinsView(db, school));

export const loadAgreementsSection = ({ db, school }: Input) =>
  readVersioned(db, school.id, 'agreements', loadAgreementsView(db, school));
