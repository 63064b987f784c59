import {
  loginLink,
  personalCenterLink,
  portalHomeLink,
  schoolManagementLink,
  showManagementEntries,
  showTeachingEntry,
  teachingCenterLink,
  type RouteId,
} from '@portico/core';
import type { ShellBootstrap } from '@portico/contracts';
import type { TFn } from '@/i18n/keys.ts';

export interface MenuEntry {
  key: string;
  href: string;
  label: string;
}

/**
 * The user menu's links (spec §2 personal-center link, §5 "Management and console menu entries show only for a
 * valid school member who is an admin", "Teaching entry shows only with lecturing permission"). Without a school
 * in the URL there is nothing school-specific to offer. Console opens the management workbench, school
 * management the school's own information page.
 */
export function menuEntries(b: ShellBootstrap, t: TFn): MenuEntry[] {
  const school = b.school;
  if (!school) return [];
  const lang = b.lang;
  const m = b.membership;
  const entries: MenuEntry[] = [
    {
      key: 'personal',
      href: personalCenterLink({ schoolId: school.id, lang, isO3: school.kind === 'o3' }),
      label: t('header.personalCenter'),
    },
  ];
  if (m && showManagementEntries({ validMember: m.validMember, admin: m.admin })) {
    entries.push(
      {
        key: 'management',
        href: schoolManagementLink({ schoolId: school.id, lang, store: true }),
        label: t('header.schoolManagement'),
      },
      {
        key: 'console',
        href: schoolManagementLink({ schoolId: school.id, lang }),
        label: t('header.console'),
      },
    );
  }
  if (showTeachingEntry({ hasPermission: m?.lecturer })) {
    entries.push({
      key: 'teaching',
      href: teachingCenterLink({ schoolId: school.id, lang }),
      label: t('header.teachingCenter'),
    });
  }
  return entries;
}

/** Spec §4: personal pages of an open school whose logout returns to the portal home. */
const PERSONAL_ROUTES: ReadonlySet<RouteId | 'not-found'> = new Set([
  'private-center',
  'learning-profile',
  'person-space',
]);

/** Where logout goes: the portal home from an open school's personal pages, else login with a way back. */
export function logoutTarget(b: ShellBootstrap, currentPath: string): string {
  if (b.school && b.school.openSchool === '1' && PERSONAL_ROUTES.has(b.route.id)) {
    return portalHomeLink({ schoolId: b.school.id, lang: b.lang });
  }
  return loginLink({ lang: b.lang, redirect: currentPath });
}
