/**
 * Document libraries (issue 27): readers list them and open one (its documents and whether they may download);
 * the school's creators create libraries and fill them with their finished `library` uploads; a library's creator
 * or an admin changes it. Files leave through file-routes.ts only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  AddDocumentInputSchema,
  CreateLibraryInputSchema,
  DeletedDocumentSchema,
  DocumentParams,
  KnowledgeLibraryDetailSchema,
  KnowledgeLibraryListSchema,
  LibraryParams,
  LibrarySchoolParams,
  Ok,
  UpdateLibraryInputSchema,
  errorResponses,
  ok,
} from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import type { OfficeConverter } from './converter.ts';
import {
  addDocument,
  createLibrary,
  loadLibrary,
  removeDocument,
  updateLibrary,
  type LibraryContext,
} from './libraries.ts';
import { loadLibraryDetail } from './portal.ts';
import { presentLibrary } from './presenter.ts';
import { documentCounts, librariesOf } from './queries.ts';

const paths = API_PATHS.knowledge;
const tags = ['knowledge'];
const readers = { school: 'required', who: 'viewer', from: { param: 'schoolId' } } as const;
const authors = { school: 'required', who: 'creator', from: { param: 'schoolId' } } as const;
const conflict = { 409: errorResponses[400] };

const libraryRoutes: FastifyPluginAsyncTypebox<{ converter: OfficeConverter }> = async (
  app,
  { converter },
) => {
  const writerOf = (request: FastifyRequest): LibraryContext => {
    const school = tenantSchool(request);
    return { db: app.db, school, viewer: currentViewer(request), defaultLang: schoolDefaultLang(school) };
  };
  const detail = async (request: FastifyRequest, libId: string) => {
    const school = tenantSchool(request);
    const library = await loadLibrary(app.db, school.id, libId);
    return loadLibraryDetail(
      { db: app.db, engine: app.dbEngine, school, viewer: viewerOf(request) },
      library,
    );
  };

  app.get(
    paths.libraries,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: "The school's document libraries",
        params: LibrarySchoolParams,
        response: { 200: Ok(KnowledgeLibraryListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const [rows, counts] = await Promise.all([
        librariesOf(app.db, school.id),
        documentCounts(app.db, school.id),
      ]);
      return ok({ libraries: rows.map((row) => presentLibrary(row, counts.get(row.id) ?? 0)) });
    },
  );

  app.post(
    paths.libraries,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Create a document library (its name is the libName of knowledgeDetail.htm)',
        params: LibrarySchoolParams,
        body: CreateLibraryInputSchema,
        response: { 200: Ok(KnowledgeLibraryDetailSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => ok(await detail(request, await createLibrary(writerOf(request), request.body))),
  );

  app.get(
    paths.library,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'A library with its documents and what the viewer may do',
        params: LibraryParams,
        response: { 200: Ok(KnowledgeLibraryDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await detail(request, request.params.libId)),
  );

  app.put(
    paths.library,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Change the library’s texts and download permission at the version read (409 EDIT_CONFLICT)',
        params: LibraryParams,
        body: UpdateLibraryInputSchema,
        response: { 200: Ok(KnowledgeLibraryDetailSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      await updateLibrary(writerOf(request), request.params.libId, request.body);
      return ok(await detail(request, request.params.libId));
    },
  );

  app.post(
    paths.documents,
    {
      config: { access: authors },
      schema: {
        tags,
        summary:
          'Add a finished upload of kind library to the library (Office documents are converted to PDF)',
        params: LibraryParams,
        body: AddDocumentInputSchema,
        response: { 200: Ok(KnowledgeLibraryDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const added = await addDocument(writerOf(request), request.params.libId, request.body);
      // In the background: the answer says `converting`, the page asks again later.
      if (added.convert)
        void converter.drain().catch((error: unknown) => app.log.warn({ err: error }, 'converter'));
      return ok(await detail(request, request.params.libId));
    },
  );

  app.delete(
    paths.document,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Remove a document from its library',
        params: DocumentParams,
        response: { 200: Ok(DeletedDocumentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { libId, documentId } = request.params;
      await removeDocument(writerOf(request), libId, documentId);
      return ok({ documentId });
    },
  );
};

export default libraryRoutes;
