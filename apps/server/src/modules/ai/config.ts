/**
 * A school's AI assistant settings (config_entries, a parent's entry applies to its sub-schools): `aiAssistant`
 * '1' turns the assistant on for its members, `aiLogoUrl` is the icon of header component 009 (spec §7
 * ai-config/logo; missing → the default icon).
 */
import { isLegalLink } from '@portico/core';
import type { Kysely } from 'kysely';
import { isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { configOwners, readConfig } from '../academies/config.ts';

export const AI_CONFIG = { enabled: 'aiAssistant', logoUrl: 'aiLogoUrl' } as const;

export interface AiSchoolConfig {
  enabled: boolean;
  logoUrl: string | null;
}

export async function readAiConfig(db: Kysely<Database>, school: SchoolRow): Promise<AiSchoolConfig> {
  const values = await readConfig(db, configOwners(school), Object.values(AI_CONFIG));
  const logo = values.get(AI_CONFIG.logoUrl)?.trim() ?? '';
  return { enabled: values.get(AI_CONFIG.enabled) === '1', logoUrl: logo && isLegalLink(logo) ? logo : null };
}

/**
 * aiEntranceVisibleToCurUser: the school turned the assistant on and the viewer is one of its members (the
 * assistant answers from the school's catalogue on the school's account; spec §5 also requires login).
 */
export const aiVisibleTo = (config: AiSchoolConfig, school: SchoolRow, viewer: Viewer | null): boolean =>
  config.enabled && isMemberOf(viewer, school.id);
