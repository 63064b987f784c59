/**
 * Learning maps by position (issue 26 item 5): the school's admins list, create, replace and delete paths; a
 * member reads the maps of their own positions. The school always travels in the path.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LEARNING_PATHS_API_PATHS,
  LearningPathBody,
  LearningPathListSchema,
  LearningPathParams,
  LearningPathSchema,
  LearningPathSchoolParams,
  MyLearningPathsSchema,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import type { AccessRule } from '../../shared/access.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { currentViewer } from '../../auth/viewer.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { createPath, deletePath, replacePath } from './commands.ts';
import { myLearningPaths } from './learner-map.ts';
import { namesOf, presentPath } from './presenter.ts';
import { findPath, listPaths, schoolItems, schoolPositions } from './queries.ts';

const from = { param: 'schoolId' } as const;
const pathsAccess = {
  /** Admins of the school (or of its parent) define the paths. */
  admins: { school: 'required', who: 'admin', from },
  /** The school's members read their own maps. */
  learners: { school: 'required', who: 'member', from },
} as const satisfies Record<string, AccessRule>;

const tags = ['learning-paths'];

const learningPathsModule: FastifyPluginAsyncTypebox = async (app) => {
  const presented = async (schoolId: string, pathId: string) => {
    const row = await findPath(app.db, schoolId, pathId);
    if (!row) throw fail('LEARNING_PATH_NOT_FOUND', 'No such learning path in this school');
    return presentPath(row, namesOf(await schoolItems(app.db, schoolId)));
  };

  app.get(
    LEARNING_PATHS_API_PATHS.paths,
    {
      config: { access: pathsAccess.admins },
      schema: {
        tags,
        summary: "The school's learning paths, with the positions, courses and exams the editor offers",
        params: LearningPathSchoolParams,
        response: { 200: Ok(LearningPathListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      const [rows, options, positions] = await Promise.all([
        listPaths(app.db, schoolId),
        schoolItems(app.db, schoolId),
        schoolPositions(app.db, schoolId),
      ]);
      const names = namesOf(options);
      return ok({ records: rows.map((row) => presentPath(row, names)), positions, ...options });
    },
  );

  app.post(
    LEARNING_PATHS_API_PATHS.paths,
    {
      config: { access: pathsAccess.admins },
      schema: {
        tags,
        summary: 'Create the learning path of a position (stages of courses and exams, in order)',
        params: LearningPathSchoolParams,
        body: LearningPathBody,
        response: { 200: Ok(LearningPathSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      const userId = currentViewer(request).userId;
      const id = await createPath(app.db, { schoolId, userId, body: request.body, now: new Date() });
      return ok(await presented(schoolId, id));
    },
  );

  app.put(
    LEARNING_PATHS_API_PATHS.path,
    {
      config: { access: pathsAccess.admins },
      schema: {
        tags,
        summary: 'Replace a learning path whole, with the version read (409 EDIT_CONFLICT if saved since)',
        params: LearningPathParams,
        body: LearningPathBody,
        response: { 200: Ok(LearningPathSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, pathId } = request.params;
      const userId = currentViewer(request).userId;
      await replacePath(app.db, { schoolId, pathId, userId, body: request.body, now: new Date() });
      return ok(await presented(schoolId, pathId));
    },
  );

  app.delete(
    LEARNING_PATHS_API_PATHS.path,
    {
      config: { access: pathsAccess.admins },
      schema: {
        tags,
        summary:
          'Delete a learning path (the learners’ progress stays: it lives with their courses and exams)',
        params: LearningPathParams,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, pathId } = request.params;
      await deletePath(app.db, { schoolId, pathId, userId: currentViewer(request).userId });
      return ok(null);
    },
  );

  app.get(
    LEARNING_PATHS_API_PATHS.myPaths,
    {
      config: { access: pathsAccess.learners },
      schema: {
        tags,
        summary:
          "The viewer's learning maps: each stage's state and each item's stored completion; the next items",
        params: LearningPathSchoolParams,
        response: { 200: Ok(MyLearningPathsSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const lang = askedLanguage(request) ?? schoolDefaultLang(school);
      reply.header('cache-control', 'private, no-store');
      return ok(await myLearningPaths(app.db, { schoolId: school.id, userId: viewer.userId }, lang));
    },
  );
};

export default learningPathsModule;
