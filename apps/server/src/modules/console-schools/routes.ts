/**
 * Console routes of the school itself (issue 13): profile, members + invite codes, sub-schools, hot-search pins,
 * customer service, AI settings. Every route is `consoleAdmin` (admin of the school, or of its parent); every write
 * goes through adminWrite (version check, audit, shell event).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  AiSettingsSchema,
  ConsoleMemberParams,
  ConsoleParams,
  CustomerServiceSettingsSchema,
  EmptyInputSchema,
  HotSearchPinsSchema,
  InviteInputSchema,
  InviteListSchema,
  InviteParams,
  InviteSchema,
  MemberPageSchema,
  MemberRowSchema,
  MembersQuery,
  Ok,
  ProfileInputSchema,
  RemovedSchema,
  RoleInputSchema,
  CreatorInputSchema,
  SubSchoolInputSchema,
  SubSchoolListSchema,
  SubSchoolParams,
  SubSchoolRowSchema,
  SubSchoolUpdateSchema,
  Versioned,
  VersionedProfileSchema,
  WithVersion,
  errorResponses,
  ok,
} from '@portico/contracts';
import { ErrorBody } from '@portico/contracts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { consoleAdmin, firstLevelConsoleAdmin } from '../../shared/access.ts';
import { adminWrite } from '../console/admin-write.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import {
  changeCreator,
  changeRole,
  createInvite,
  listInvites,
  listMembers,
  removeMember,
  revokeInvite,
} from './members.ts';
import { loadProfile, saveProfile } from './profile.ts';
import {
  loadAiSettings,
  loadCustomerServiceSettings,
  loadPins,
  saveAiSettings,
  saveCustomerServiceSettings,
  savePins,
} from './settings.ts';
import { createSubSchool, listSubSchools, updateSubSchool } from './sub-schools.ts';

const tags = ['console'];
const config = { access: consoleAdmin };
// Sub-schools, hot searches, customer service and AI are a first-level school's (a sub-school inherits them).
const firstLevelConfig = { access: firstLevelConsoleAdmin };
const withConflict = { ...errorResponses, 409: ErrorBody };

const consoleSchoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // ---- profile -------------------------------------------------------------------------------------------------
  app.get(
    API_PATHS.consoleSchools.profile,
    {
      config,
      schema: {
        tags,
        summary: 'School profile: names, logo, description per language, openness, languages',
        params: ConsoleParams,
        response: { 200: Ok(VersionedProfileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'profile', loadProfile(app.db, school)));
    },
  );

  app.put(
    API_PATHS.consoleSchools.profile,
    {
      config,
      schema: {
        tags,
        summary: 'Save the school profile',
        params: ConsoleParams,
        body: Versioned(ProfileInputSchema),
        response: { 200: Ok(VersionedProfileSchema), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'profile', request.body.expectedVersion, async ({ trx, school }) => {
          const { before, after } = await saveProfile(trx, school, request.body.data);
          return { action: 'update', entity: 'school', entityId: school.id, before, after, result: after };
        }),
      ),
  );

  // ---- members -------------------------------------------------------------------------------------------------
  app.get(
    API_PATHS.consoleSchools.members,
    {
      config,
      schema: {
        tags,
        summary: "The school's own members, searched by name, e-mail or mobile, paged",
        params: ConsoleParams,
        querystring: MembersQuery,
        response: { 200: Ok(MemberPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(
        await readVersioned(app.db, school.id, 'members', listMembers(app.db, school.id, request.query)),
      );
    },
  );

  app.put(
    API_PATHS.consoleSchools.member,
    {
      config,
      schema: {
        tags,
        summary: "Change a member's role (never the last admin: LAST_ADMIN)",
        params: ConsoleMemberParams,
        body: Versioned(RoleInputSchema),
        response: { 200: Ok(WithVersion(MemberRowSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'members', request.body.expectedVersion, async ({ trx, school }) => {
          const { userId } = request.params;
          const { before, after } = await changeRole(trx, school.id, userId, request.body.data.role);
          return { action: 'role', entity: 'membership', entityId: userId, before, after, result: after };
        }),
      ),
  );

  app.put(
    API_PATHS.consoleSchools.memberCreator,
    {
      config,
      schema: {
        tags,
        summary:
          'Let a member create courses in the creation center, or stop it (issue 25; lecturers always may)',
        params: ConsoleMemberParams,
        body: Versioned(CreatorInputSchema),
        response: { 200: Ok(WithVersion(MemberRowSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'members', request.body.expectedVersion, async ({ trx, school }) => {
          const { userId } = request.params;
          const { before, after } = await changeCreator(trx, school.id, userId, request.body.data.creator);
          return { action: 'creator', entity: 'membership', entityId: userId, before, after, result: after };
        }),
      ),
  );

  app.delete(
    API_PATHS.consoleSchools.member,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a member (never the last admin: LAST_ADMIN)',
        params: ConsoleMemberParams,
        body: Versioned(EmptyInputSchema),
        response: { 200: Ok(WithVersion(RemovedSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'members', request.body.expectedVersion, async ({ trx, school }) => {
          const { userId } = request.params;
          const before = await removeMember(trx, school.id, userId);
          return {
            action: 'remove',
            entity: 'membership',
            entityId: userId,
            before,
            after: null,
            result: { removed: 1 },
          };
        }),
      ),
  );

  app.get(
    API_PATHS.consoleSchools.invites,
    {
      config,
      schema: {
        tags,
        summary: 'Open invite codes of the school (members area version)',
        params: ConsoleParams,
        response: { 200: Ok(InviteListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'members', listInvites(app.db, school.id)));
    },
  );

  app.post(
    API_PATHS.consoleSchools.invites,
    {
      config,
      schema: {
        tags,
        summary: 'Create an invite code (joining: /register/invite)',
        params: ConsoleParams,
        body: Versioned(InviteInputSchema),
        response: { 200: Ok(WithVersion(InviteSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'members', request.body.expectedVersion, async ({ trx, school }) => {
          const invite = await createInvite(trx, school.id, request.body.data.days);
          return {
            action: 'create',
            entity: 'invite',
            entityId: invite.id,
            before: null,
            after: invite,
            result: invite,
          };
        }),
      ),
  );

  app.delete(
    API_PATHS.consoleSchools.invite,
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an invite code',
        params: InviteParams,
        body: Versioned(EmptyInputSchema),
        response: { 200: Ok(WithVersion(RemovedSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'members', request.body.expectedVersion, async ({ trx, school }) => {
          const invite = await revokeInvite(trx, school.id, request.params.inviteId);
          return {
            action: 'revoke',
            entity: 'invite',
            entityId: invite.id,
            before: invite,
            after: null,
            result: { removed: 1 },
          };
        }),
      ),
  );

  // ---- sub-schools ---------------------------------------------------------------------------------------------
  app.get(
    API_PATHS.consoleSchools.subSchools,
    {
      config: firstLevelConfig,
      schema: {
        tags,
        summary: 'Sub-schools of a first-level school, closed ones included',
        params: ConsoleParams,
        response: { 200: Ok(SubSchoolListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'sub-schools', listSubSchools(app.db, school.id)));
    },
  );

  app.post(
    API_PATHS.consoleSchools.subSchools,
    {
      config: firstLevelConfig,
      schema: {
        tags,
        summary: 'Create a sub-school',
        params: ConsoleParams,
        body: Versioned(SubSchoolInputSchema),
        response: { 200: Ok(WithVersion(SubSchoolRowSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'sub-schools', request.body.expectedVersion, async ({ trx, school }) => {
          const row = await createSubSchool(trx, school, request.body.data);
          return {
            action: 'create',
            entity: 'sub_school',
            entityId: row.id,
            before: null,
            after: row,
            result: row,
          };
        }),
      ),
  );

  app.put(
    API_PATHS.consoleSchools.subSchool,
    {
      config: firstLevelConfig,
      schema: {
        tags,
        summary: 'Edit, close (archive) or reopen a sub-school',
        params: SubSchoolParams,
        body: Versioned(SubSchoolUpdateSchema),
        response: { 200: Ok(WithVersion(SubSchoolRowSchema)), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'sub-schools', request.body.expectedVersion, async ({ trx, school }) => {
          const { subId } = request.params;
          const { before, after } = await updateSubSchool(trx, school, subId, request.body.data);
          const action = before.closed === after.closed ? 'update' : after.closed ? 'close' : 'reopen';
          return { action, entity: 'sub_school', entityId: subId, before, after, result: after };
        }),
      ),
  );

  // ---- hot-search pins, customer service, AI (first-level schools) ----------------------------------------------
  const settings = [
    {
      path: API_PATHS.consoleSchools.hotSearch,
      area: 'hot-search',
      schema: HotSearchPinsSchema,
      entity: 'hot_search_pins',
      what: 'Pinned hot-search keywords (shown first, spec §5 cut to 8)',
      load: loadPins,
      save: savePins,
    },
    {
      path: API_PATHS.consoleSchools.customerService,
      area: 'customer-service',
      schema: CustomerServiceSettingsSchema,
      entity: 'customer_service',
      what: 'Customer-service switch, phone, e-mail and WeChat',
      load: loadCustomerServiceSettings,
      save: saveCustomerServiceSettings,
    },
    {
      path: API_PATHS.consoleSchools.ai,
      area: 'ai',
      schema: AiSettingsSchema,
      entity: 'ai_settings',
      what: 'AI entrance visibility and header logo URL',
      load: loadAiSettings,
      save: saveAiSettings,
    },
  ] as const;
  for (const setting of settings) {
    // One shape per entry of the table above; the route schema checks both ways, so the loop may erase the types.
    const load = setting.load as (db: typeof app.db, schoolId: string) => Promise<never>;
    const save = setting.save as unknown as (
      trx: typeof app.db,
      schoolId: string,
      input: never,
    ) => Promise<never>;
    app.get(
      setting.path,
      {
        config: firstLevelConfig,
        schema: {
          tags,
          summary: setting.what,
          params: ConsoleParams,
          response: { 200: Ok(WithVersion(setting.schema)), ...errorResponses },
        },
      },
      async (request) => {
        const school = tenantSchool(request);
        return ok(await readVersioned(app.db, school.id, setting.area, load(app.db, school.id)));
      },
    );
    app.put(
      setting.path,
      {
        config: firstLevelConfig,
        schema: {
          tags,
          summary: `Save: ${setting.what}`,
          params: ConsoleParams,
          body: Versioned(setting.schema),
          response: { 200: Ok(WithVersion(setting.schema)), ...withConflict },
        },
      },
      async (request) => {
        const { expectedVersion, data: input } = request.body as { expectedVersion: number; data: never };
        return ok(
          await adminWrite(request, setting.area, expectedVersion, async ({ trx, school }) => {
            const before = await load(trx, school.id);
            const after = await save(trx, school.id, input);
            return { action: 'update', entity: setting.entity, entityId: null, before, after, result: after };
          }),
        );
      },
    );
  }
};

export default consoleSchoolRoutes;
