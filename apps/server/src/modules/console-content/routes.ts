/**
 * Console content sections (issue 13): `/api/console/{schoolId}/footer`, `/bulletins[/{id}]`, `/agreements[/…]`.
 * Admins of the school (or of its parent) only (the gate); every write goes through adminWrite (version check,
 * audit entry, shell cache drop) and answers the whole section again with the area's new version.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleAgreementDraftInputSchema,
  ConsoleAgreementsViewSchema,
  ConsoleBulletinInputSchema,
  ConsoleBulletinParams,
  ConsoleBulletinsViewSchema,
  ConsoleEmptyData,
  ConsoleFooterDataSchema,
  ConsoleFooterViewSchema,
  ConsoleParams,
  Ok,
  Versioned,
  WithVersion,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { consoleAdmin } from '../../shared/access.ts';
import { adminWrite } from '../console/admin-write.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import { discardDraft, loadAgreementsView, publishSchoolDraft, saveDraft } from './agreements-store.ts';
import {
  createBulletin,
  deleteBulletin,
  findBulletin,
  loadBulletinsView,
  updateBulletin,
} from './bulletins-store.ts';
import { loadFooterView, saveFooter } from './footer-store.ts';

const consoleContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: consoleAdmin };
  const answers = <T extends Parameters<typeof WithVersion>[0]>(view: T) => ({
    200: Ok(WithVersion(view)),
    ...errorResponses,
  });

  // ——— footer ———
  app.get(
    API_PATHS.consoleContent.footer,
    {
      config,
      schema: {
        tags: ['console'],
        summary:
          'The footer as the console edits it: template in use, copyright, columns, QR codes, per language',
        params: ConsoleParams,
        response: answers(ConsoleFooterViewSchema),
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'footer', loadFooterView(app.db, school)));
    },
  );

  app.put(
    API_PATHS.consoleContent.footer,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Save the footer (stale expectedVersion → 409 EDIT_CONFLICT)',
        params: ConsoleParams,
        body: Versioned(ConsoleFooterDataSchema),
        response: answers(ConsoleFooterViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'footer', request.body.expectedVersion, async ({ trx, school }) => {
          const before = (await loadFooterView(trx, school)).footer;
          await saveFooter(trx, school, request.body.data);
          const after = await loadFooterView(trx, school);
          return { action: 'update', entity: 'footer', before, after: after.footer, result: after };
        }),
      ),
  );

  // ——— bulletins ———
  app.get(
    API_PATHS.consoleContent.bulletins,
    {
      config,
      schema: {
        tags: ['console'],
        summary: "The school's bulletins with their content per language, newest first",
        params: ConsoleParams,
        response: answers(ConsoleBulletinsViewSchema),
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'bulletins', loadBulletinsView(app.db, school)));
    },
  );

  app.post(
    API_PATHS.consoleContent.bulletins,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Create a bulletin (a new id: visitors who closed the previous one see it)',
        params: ConsoleParams,
        body: Versioned(ConsoleBulletinInputSchema),
        response: answers(ConsoleBulletinsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'bulletins', request.body.expectedVersion, async ({ trx, school }) => {
          const id = await createBulletin(trx, school, request.body.data);
          const after = await loadBulletinsView(trx, school);
          return {
            action: 'create',
            entity: 'bulletin',
            entityId: id,
            before: null,
            after: after.bulletins.find((b) => b.id === id) ?? null,
            result: after,
          };
        }),
      ),
  );

  app.put(
    API_PATHS.consoleContent.bulletin,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Edit a bulletin',
        params: ConsoleBulletinParams,
        body: Versioned(ConsoleBulletinInputSchema),
        response: answers(ConsoleBulletinsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'bulletins', request.body.expectedVersion, async ({ trx, school }) => {
          const id = request.params.bulletinId;
          const before = await updateBulletin(trx, school, id, request.body.data);
          const after = await loadBulletinsView(trx, school);
          return {
            action: 'update',
            entity: 'bulletin',
            entityId: id,
            before,
            after: after.bulletins.find((b) => b.id === id) ?? null,
            result: after,
          };
        }),
      ),
  );

  app.delete(
    API_PATHS.consoleContent.bulletin,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Delete a bulletin',
        params: ConsoleBulletinParams,
        body: Versioned(ConsoleEmptyData),
        response: answers(ConsoleBulletinsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'bulletins', request.body.expectedVersion, async ({ trx, school }) => {
          const id = request.params.bulletinId;
          await findBulletin(trx, school.id, id);
          const before = await deleteBulletin(trx, school, id);
          return {
            action: 'delete',
            entity: 'bulletin',
            entityId: id,
            before,
            after: null,
            result: await loadBulletinsView(trx, school),
          };
        }),
      ),
  );

  // ——— agreements ———
  app.get(
    API_PATHS.consoleContent.agreements,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'The agreement draft (per language) and the published versions, newest first',
        params: ConsoleParams,
        response: answers(ConsoleAgreementsViewSchema),
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'agreements', loadAgreementsView(app.db, school)));
    },
  );

  app.put(
    API_PATHS.consoleContent.agreementDraft,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Create or edit the draft of the next agreement version (bodies are sanitised)',
        params: ConsoleParams,
        body: Versioned(ConsoleAgreementDraftInputSchema),
        response: answers(ConsoleAgreementsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'agreements', request.body.expectedVersion, async ({ trx, school }) => {
          const { id, before } = await saveDraft(trx, school, request.body.data);
          const after = await loadAgreementsView(trx, school);
          return {
            action: before ? 'update' : 'create',
            entity: 'agreement-draft',
            entityId: id,
            before,
            after: after.draft,
            result: after,
          };
        }),
      ),
  );

  app.delete(
    API_PATHS.consoleContent.agreementDraft,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Discard the draft',
        params: ConsoleParams,
        body: Versioned(ConsoleEmptyData),
        response: answers(ConsoleAgreementsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(request, 'agreements', request.body.expectedVersion, async ({ trx, school }) => {
          const draft = await discardDraft(trx, school);
          return {
            action: 'delete',
            entity: 'agreement-draft',
            entityId: draft.id,
            before: { title: draft.title, body: draft.body },
            after: null,
            result: await loadAgreementsView(trx, school),
          };
        }),
      ),
  );

  app.post(
    API_PATHS.consoleContent.agreementPublish,
    {
      config,
      schema: {
        tags: ['console'],
        summary: 'Publish the draft as the next version: every member must sign again and gets a message',
        params: ConsoleParams,
        body: Versioned(ConsoleEmptyData),
        response: answers(ConsoleAgreementsViewSchema),
      },
    },
    async (request) =>
      ok(
        await adminWrite(
          request,
          'agreements',
          request.body.expectedVersion,
          async ({ trx, school, actorId }) => {
            const { draft, version } = await publishSchoolDraft(trx, school, actorId);
            return {
              action: 'publish',
              entity: 'agreement',
              entityId: draft.id,
              before: null,
              after: { id: draft.id, version, title: draft.title },
              result: await loadAgreementsView(trx, school),
            };
          },
        ),
      ),
  );
};

export default consoleContentRoutes;
