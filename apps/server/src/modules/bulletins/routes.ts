import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulletinSchema,
  ContentLangQuery,
  Nullable,
  Ok,
  TenantQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { isSupportedLanguage } from '@portico/core';
import { Type } from 'typebox';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { loadActiveBulletin } from './queries.ts';
import { access } from '../../shared/access.ts';

const bulletinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.bulletins.bulletin,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['bulletins'],
        summary: 'The active bulletin of a school, or null; content in the page language',
        querystring: Type.Object({ ...TenantQuery, ...ContentLangQuery }),
        response: { 200: Ok(Nullable(BulletinSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const asked = request.query['sxz-lang'];
      const lang = isSupportedLanguage(asked) ? asked : schoolDefaultLang(school);
      // Issue 17: through the shell cache; short-lived too, because a bulletin's window opens and closes with time.
      return ok(
        await app.shellCache.get(
          { area: 'api:bulletin', schools: [school.id, school.parent_id], vary: [lang] },
          () => loadActiveBulletin(app.db, school, lang, new Date()),
          { ttlMs: 10_000 },
        ),
      );
    },
  );
};

export default bulletinRoutes;
