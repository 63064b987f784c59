/**
 * The console's header section (issue 13 §1): the layout by component code 001–011 (rows top/bottom, sides
 * left/right, order, widths) and each code's config (displayStyle, componentStyle, fontStyle, logoStyle, width,
 * configures). Saving replaces the school's rows in header_settings / header_component_configs; null removes them
 * (the default header, spec §8).
 */
import { validateHeaderSettings, type HeaderSettingsInput } from '@portico/core';
import type { HeaderSettings } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { presentHeaderSettings } from '../navigation/presenter.ts';
import { loadHeaderSettings } from '../navigation/queries.ts';

export async function loadConsoleHeader(db: Kysely<Database>, schoolId: string) {
  return { settings: presentHeaderSettings(await loadHeaderSettings(db, schoolId)) };
}

/** The layout once core found no problem in it (codes are then known codes). */
export function assertValidHeader(settings: HeaderSettingsInput | null): HeaderSettings | null {
  if (settings === null) return null;
  const first = validateHeaderSettings(settings)[0];
  if (first) {
    throw fail('VALIDATION_FAILED', `Header ${first.path} is invalid (${first.rule})`, {
      field: first.path,
      reason: first.rule,
    });
  }
  return settings as HeaderSettings;
}

export async function writeHeader(
  trx: Kysely<Database>,
  schoolId: string,
  settings: HeaderSettings | null,
): Promise<void> {
  await trx.deleteFrom('header_settings').where('school_id', '=', schoolId).execute();
  await trx.deleteFrom('header_component_configs').where('school_id', '=', schoolId).execute();
  if (settings === null) return;
  const placements: Database['header_settings'][] = [];
  let sort = 0;
  for (const row of ['top', 'bottom'] as const) {
    for (const side of ['left', 'right'] as const) {
      for (const p of settings[row][side]) {
        placements.push({
          school_id: schoolId,
          row,
          side,
          nav_com_id: p.navComId,
          width: p.width,
          sort: sort++,
        });
      }
    }
  }
  if (placements.length > 0) await trx.insertInto('header_settings').values(placements).execute();
  if (settings.components.length > 0) {
    await trx
      .insertInto('header_component_configs')
      .values(
        settings.components.map((c) => ({
          school_id: schoolId,
          code: c.code,
          display_style: c.displayStyle,
          component_style: c.componentStyle,
          font_style: c.fontStyle,
          logo_style: c.code === '001' ? (c.logoStyle ?? null) : null,
          width: c.width,
          configures: JSON.stringify(c.configures),
        })),
      )
      .execute();
  }
}
