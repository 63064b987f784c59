/**
 * The admin console's wire contract (issue 13): the path params every console route takes, the optimistic-
 * concurrency envelope (`expectedVersion` in, `version` out), localized texts, the audit log, and the console page's
 * bootstrap. Section-specific bodies live in console-<section>.ts files beside this one.
 */
import { CONSOLE_AREAS, CONSOLE_LIMITS, CONSOLE_SECTIONS, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static, type TSchema } from 'typebox';
import { Id, Nullable, Page } from './common.ts';
import { BoundedInt, Count, PageNumber } from './primitives.ts';

/** `/api/console/{schoolId}/…`: the school (or sub-school) the admin acts on; the access gate checks the role. */
export const ConsoleParams = Type.Object({ schoolId: Id('School or sub-school being managed') });

export const ConsoleSectionSchema = Type.Enum([...CONSOLE_SECTIONS]);
export const ConsoleAreaSchema = Type.Enum([...CONSOLE_AREAS]);

/** The version of an area an admin loaded; a save carries it back and is refused if it is stale. */
export const ConfigVersion = BoundedInt({ minimum: 0, maximum: 2_147_483_647, description: 'Area version' });

/** A write body: what the admin saves, plus the version they loaded. */
export const Versioned = <T extends TSchema>(body: T) =>
  Type.Object({ expectedVersion: ConfigVersion, data: body });

/** A read or write answer: the area's data and its current version. */
export const WithVersion = <T extends TSchema>(data: T) => Type.Object({ version: ConfigVersion, data });

/** Texts per language code (e.g. `{ "en_US": "Home", "ar_SA": "الرئيسية" }`); missing languages fall back. */
export const LocalizedTextsSchema = Type.Partial(
  Type.Object(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lang) => [lang, Type.String({ maxLength: CONSOLE_LIMITS.TRANSLATION_MAX })]),
    ),
  ),
  { description: 'Per-language texts; blank or missing → the school default language → the base text' },
);

export const AuditEntrySchema = Type.Object({
  id: Id('Audit entry'),
  schoolId: Id(),
  actorId: Nullable(Id('Admin who made the change (null: removed user)')),
  actorName: Type.String(),
  area: Type.String({ description: 'Console area (profile, navigation, …)' }),
  action: Type.String({ description: 'What was done: create, update, delete, publish, reorder, …' }),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  before: Type.Unknown({ description: 'JSON snapshot before the change (null when created)' }),
  after: Type.Unknown({ description: 'JSON snapshot after the change (null when deleted)' }),
  createdAt: Type.String({ description: 'ISO 8601' }),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditPageSchema = Page(AuditEntrySchema);
export type AuditPage = Static<typeof AuditPageSchema>;

export const AuditQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  area: Type.Optional(ConsoleAreaSchema),
  actorId: Type.Optional(Id()),
  /** Free text matched against action, entity and entity id. */
  q: Type.Optional(Type.String({ maxLength: CONSOLE_LIMITS.AUDIT_FILTER_MAX })),
  from: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD, inclusive (UTC)' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD, inclusive (UTC)' })),
});
export type AuditFilter = Static<typeof AuditQuery>;

/** One area's version (the console reads them all at once for its overview). */
export const AreaVersionsSchema = Type.Record(Type.String(), Count());

/**
 * `/iadmin/{id}/management/{section}` and `/iadmin/{id}/sub-college-management/{section}`: the section's first
 * paint. `data` is exactly what the section's GET API answers (the web uses it as the query's initial data), so each
 * section's own contract file types it.
 */
export interface ConsolePage {
  kind: 'console';
  section: Static<typeof ConsoleSectionSchema>;
  /** The school being managed (a sub-school on sub-college-management paths). */
  schoolId: string;
  isSubSchool: boolean;
  /** The admin may also manage the parent (a parent's admin on a sub-school page). */
  parentSchoolId: string | null;
  data: unknown;
}

/** The console's overview (`/iadmin/{id}/management/workbench`). */
export const WorkbenchSchema = Type.Object({
  school: Type.Object({
    id: Id(),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    openSchool: Type.String({ description: "'1' open, '0' closed to non-members" }),
    parentId: Nullable(Id()),
  }),
  counts: Type.Object({
    members: Count(),
    admins: Count(),
    lecturers: Count(),
    courses: Count(),
    subSchools: Count(),
    openFeedback: Count(),
  }),
  versions: AreaVersionsSchema,
  recentAudit: Type.Array(AuditEntrySchema),
});
export type Workbench = Static<typeof WorkbenchSchema>;
