import {
  DEFAULT_LOGIN_MENU,
  LEARNING_ENTRANCES,
  LEARNING_ENTRANCE_TARGETS,
  creationCenterLink,
  learningProfileLink,
  isSafeRedirectPath,
  loginLink,
  personSpaceLink,
  personalCenterLink,
  portalHomeLink,
  privateCenterLink,
  consoleSectionLink,
  schoolManagementLink,
  showManagementEntries,
  showQuestionBankEntry,
  showMessages,
  showTeachingEntry,
  teachingCenterLink,
  type LearningEntrance,
  type RouteId,
} from '@portico/core';
import type { ShellBootstrap } from '@portico/contracts';
import type { MessageKey, TFn } from '@/i18n/keys.ts';

export interface MenuEntry {
  key: string;
  href: string;
  label: string;
  /** The unread count beside "Messages". */
  badge?: number;
  /** The first entry of a group gets a divider above it. */
  groupStart?: boolean;
  /** School management: the target depends on the store flag (spec §2); a click before it is known waits for it. */
  storeRouted?: boolean;
}

const ENTRANCE_KEYS: Record<LearningEntrance, MessageKey> = {
  learningData: 'userMenu.entrance.learningData',
  myTasks: 'userMenu.entrance.myTasks',
  postLearning: 'userMenu.entrance.postLearning',
  learningMap: 'userMenu.entrance.learningMap',
  myCourses: 'userMenu.entrance.myCourses',
  myLiveClass: 'userMenu.entrance.myLiveClass',
  myExams: 'userMenu.entrance.myExams',
  myClass: 'userMenu.entrance.myClass',
  learningArchive: 'userMenu.entrance.learningArchive',
};

/**
 * The user menu's links (spec §1 user panel, §5, §6; issue 11 §3), in groups:
 * - self: personal center and personal space (login-menu config entries), my learning, messages (hidden on overseas
 *   hosts unless the school is on the notify list) with the unread count;
 * - learning entrances switched on in the login-menu config (my courses is "my learning" itself);
 * - work: creation center (spec §5 creation rule, decided by the server), school management (by the store flag
 *   `store`) and console (valid member and admin), the question bank (a lecturer who is no admin: issue 24, the
 *   console sections open to lecturers), teaching center (lecturing permission).
 * Without a school in the URL there is nothing school-specific to offer.
 */
export function menuEntries(b: ShellBootstrap, t: TFn, unread?: number, store = false): MenuEntry[] {
  const school = b.school;
  if (!school) return [];
  const lang = b.lang;
  const schoolId = school.id;
  const m = b.membership;
  const panel = b.userPanel;
  const menu = panel?.loginMenu ?? DEFAULT_LOGIN_MENU;
  const isO3 = school.kind === 'o3';
  const self: MenuEntry[] = [];
  if (menu.entries.personalCenter) {
    self.push({
      key: 'personal',
      href: personalCenterLink({ schoolId, lang, isO3 }),
      label: t('header.personalCenter'),
    });
  }
  if (panel) {
    if (menu.entries.personalSpace) {
      self.push({
        key: 'space',
        href: personSpaceLink({ schoolId, tab: 'works', lang }),
        label: t('userMenu.personalSpace'),
      });
    }
    self.push({
      key: 'learning',
      href: privateCenterLink({ schoolId, type: 'studyCenter_MyCourse', lang }),
      label: t('header.myLearning'),
    });
    if (showMessages({ overseas: b.overseas, notifySchool: b.switching.notifySchool })) {
      self.push({
        key: 'messages',
        href: privateCenterLink({ schoolId, type: 'personalCenter_Message', lang }),
        label: t('messages.title'),
        badge: unread ?? panel.unreadMessages,
      });
    }
  }
  const entrances: MenuEntry[] = panel
    ? LEARNING_ENTRANCES.filter((key) => key !== 'myCourses' && menu.learningEntrance[key]).map((key) => {
        const target = LEARNING_ENTRANCE_TARGETS[key];
        const href =
          target === 'learningProfile'
            ? learningProfileLink({ schoolId, lang })
            : privateCenterLink({ schoolId, type: target, lang });
        return { key: `entrance:${key}`, href, label: t(ENTRANCE_KEYS[key]) };
      })
    : [];
  const work: MenuEntry[] = [];
  if (panel?.creationEntry && menu.entries.creation) {
    work.push({
      key: 'creation',
      href: creationCenterLink({ schoolId, lang, o3: isO3 }),
      label: t('userMenu.creationCenter'),
    });
  }
  if (m && showManagementEntries({ validMember: m.validMember, admin: m.admin })) {
    work.push(
      {
        key: 'management',
        // Spec §2: college-info for a store-type school (spec §4 flag, `store`), otherwise the workbench.
        href: schoolManagementLink({ schoolId, lang, store }),
        label: t('header.schoolManagement'),
        storeRouted: true,
      },
      { key: 'console', href: schoolManagementLink({ schoolId, lang }), label: t('header.console') },
    );
  }
  if (m && showQuestionBankEntry(m)) {
    work.push({
      key: 'questionBank',
      href: consoleSectionLink({ schoolId, section: 'question-bank', lang }),
      label: t('exams.questionBankEntry'),
    });
  }
  if (menu.entries.teaching && showTeachingEntry({ hasPermission: m?.lecturer })) {
    work.push({
      key: 'teaching',
      href: teachingCenterLink({ schoolId, lang }),
      label: t('header.teachingCenter'),
    });
  }
  const groups = [self, entrances, work].filter((group) => group.length > 0);
  return groups.flatMap((group, i) =>
    group.map((entry, j) => (i > 0 && j === 0 ? { ...entry, groupStart: true } : entry)),
  );
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
  // Issue 14: an O3 school's login is its provider's single sign-on, which would sign the user straight back in;
  // the page reloads as a visitor instead (the O3 login-status refresh flag is set by the logout).
  if (b.school?.kind === 'o3' && isSafeRedirectPath(currentPath)) return currentPath;
  return loginLink({ lang: b.lang, redirect: currentPath });
}
