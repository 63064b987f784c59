import { displayUserName } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddFeedbackBody,
  FeedbackCreatedSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { insertFeedback } from './queries.ts';
import { feedbackFields } from './validation.ts';
import { access } from '../../shared/access.ts';

const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API_PATHS.feedback.add,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['feedback'],
        summary: 'Submit feedback (types 0–3) or search feedback (type 4) as the logged-in user',
        querystring: TenantOnlyQuery,
        body: AddFeedbackBody,
        response: { 200: Ok(FeedbackCreatedSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const fields = feedbackFields(request.body);
      const id = await insertFeedback(app.db, {
        ...fields,
        school_id: school.id,
        // Identity comes from the session, never from the body (contracts §6).
        user_id: viewer.userId,
        user_name: displayUserName(viewer.user),
        school_name: school.name,
      });
      return ok({ id });
    },
  );
};

export default feedbackRoutes;
