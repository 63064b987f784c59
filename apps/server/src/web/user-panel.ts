/**
 * The header's user panel for one page request (issue 11): the bell's unread count, VIP badge, fans/follows, the
 * AI entry and the login-menu config — computed with the rest of the bootstrap, so the header renders them on
 * first paint without a request of its own. Also the certification bar's state (spec §4), for every viewer.
 */
import { parseLoginMenuConfig, showCreationEntry, type LoginMenuConfig } from '@portico/core';
import type { CertificationState, UserPanelState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../auth/viewer.ts';
import { PLATFORM_SCHOOL_ID, type Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { configOwners, readConfig, splitList } from '../modules/academies/config.ts';
import { aiVisibleTo, readAiConfig } from '../modules/ai/config.ts';
import { hasOpenPositionTask } from '../modules/ai/tasks.ts';
import { certificationState } from '../modules/certification/segments.ts';
import { unreadCount } from '../modules/messages/queries.ts';
import { activeVip, followCounts } from '../modules/person-space/queries.ts';
import type { ShellLoads } from './shell-loads.ts';

/** School config: the login menu (spec §3), JSON. Platform config: tech tenants and creation tenants (spec §5). */
const USER_PANEL_CONFIG = {
  loginMenu: 'loginMenuConfig',
  techTenants: 'techTenants',
  creationTenants: 'creationTenants',
} as const;

async function menuConfig(db: Kysely<Database>, school: SchoolRow, overseas: boolean) {
  const [own, platform] = await Promise.all([
    readConfig(db, configOwners(school), [USER_PANEL_CONFIG.loginMenu]),
    readConfig(db, [PLATFORM_SCHOOL_ID], [USER_PANEL_CONFIG.techTenants, USER_PANEL_CONFIG.creationTenants]),
  ]);
  const loginMenu: LoginMenuConfig = parseLoginMenuConfig(own.get(USER_PANEL_CONFIG.loginMenu) ?? null);
  const creationEntry = showCreationEntry({
    techTenant: splitList(platform.get(USER_PANEL_CONFIG.techTenants)).includes(school.id),
    creationListSchool: splitList(platform.get(USER_PANEL_CONFIG.creationTenants)).includes(school.id),
    overseas,
    isO3: school.kind === 'o3',
  });
  return { loginMenu, creationEntry };
}

/**
 * Spec §5's creation entry rule for one school (issue 25: the creation center page answers the
 * insufficient-permissions page where the entry is not shown, whoever asks).
 */
export async function creationEntryOpen(db: Kysely<Database>, school: SchoolRow, overseas: boolean) {
  return (await menuConfig(db, school, overseas)).creationEntry;
}

export async function loadUserPanel(
  db: Kysely<Database>,
  input: { school: SchoolRow; viewer: Viewer | null; overseas: boolean; shell?: ShellLoads },
): Promise<UserPanelState | null> {
  const { school, viewer, overseas, shell } = input;
  if (!viewer) return null;
  const scope = { schoolId: school.id, userId: viewer.userId };
  const [unread, vip, counts, ai, menu] = await Promise.all([
    unreadCount(db, scope),
    activeVip(db, viewer.userId, new Date().toISOString()),
    followCounts(db, school.id, viewer.userId),
    // The school's AI and menu config are shell data (issue 17): cached when the caller has the cache.
    shell ? shell.aiConfig(school) : readAiConfig(db, school),
    shell
      ? shell.perSchool('login-menu', school, [overseas], () => menuConfig(db, school, overseas))
      : menuConfig(db, school, overseas),
  ]);
  const aiVisible = aiVisibleTo(ai, school, viewer);
  // Only the mark is shown here: one indexed row, not the task list the AI page reads.
  const havePositionTask = aiVisible ? await hasOpenPositionTask(db, scope) : false;
  return {
    unreadMessages: unread,
    isVip: vip !== undefined,
    personSpaceVo: counts,
    ai: { visible: aiVisible, logoUrl: ai.logoUrl, havePositionTask },
    ...menu,
  };
}

export async function loadCertification(
  db: Kysely<Database>,
  school: SchoolRow,
  clientAddress: string | null,
  shell?: ShellLoads,
): Promise<CertificationState> {
  return certificationState(
    db,
    school,
    clientAddress,
    shell ? await shell.internalSegments(school) : undefined,
  );
}
