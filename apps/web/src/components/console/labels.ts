import type { ConsoleArea, ConsoleSection } from '@portico/core';
import type { MessageKey, TFn } from '@/i18n/keys.ts';

/** The console's section names (also the names of the areas the audit log files changes under). */
export const SECTION_LABELS: Record<ConsoleSection | ConsoleArea, MessageKey> = {
  workbench: 'console.section.workbench',
  profile: 'console.section.profile',
  navigation: 'console.section.navigation',
  header: 'console.section.header',
  footer: 'console.section.footer',
  bulletins: 'console.section.bulletins',
  'hot-search': 'console.section.hotSearch',
  'customer-service': 'console.section.customerService',
  ai: 'console.section.ai',
  agreements: 'console.section.agreements',
  members: 'console.section.members',
  enrolments: 'console.section.enrolments',
  'sub-schools': 'console.section.subSchools',
  catalogue: 'console.section.catalogue',
  'question-bank': 'console.section.questionBank',
  exams: 'console.section.exams',
  grading: 'console.section.grading',
  'learning-paths': 'paths.console.title',
  'audit-log': 'console.section.auditLog',
  // Issue 27: the page designer's area (design mode, not a console section).
  'portal-pages': 'console.pages.headingPlain',
};

const ACTION_LABELS: Record<string, MessageKey> = {
  create: 'console.action.create',
  update: 'console.action.update',
  delete: 'console.action.delete',
  publish: 'console.action.publish',
  remove: 'console.action.remove',
  revoke: 'console.action.revoke',
  role: 'console.action.role',
  'save-draft': 'console.action.save-draft',
  'discard-draft': 'console.action.discard-draft',
  reorder: 'console.action.reorder',
  invite: 'console.action.invite',
  close: 'console.action.close',
  enrol: 'console.action.enrol',
  'bulk-enrol': 'console.action.bulk-enrol',
};

/** An audit entry's area and action in the page language; an action this build does not know shows as recorded. */
export function areaLabel(t: TFn, area: string): string {
  const key = SECTION_LABELS[area as ConsoleSection];
  return key ? t(key) : area;
}

export function actionLabel(t: TFn, action: string): string {
  const key = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  return key ? t(key) : action;
}
