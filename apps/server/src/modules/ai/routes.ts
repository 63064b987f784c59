/**
 * The AI assistant (issue 11 §2; spec §7 tenantAiModelStatus, ai-config/logo, compulsory-position-degree): its
 * entry state, position tasks, and a chat answered from the school's catalogue, worded by the configured
 * OpenAI-compatible model when there is one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AiAnswerSchema,
  AiChatBody,
  AiChatQuery,
  AiLogoSchema,
  AiStatusSchema,
  ErrorBody,
  Ok,
  PositionDegreeSchema,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { API_LIMITS, charCount, courseViewLink } from '@portico/core';
import type { AiProviderConfig } from '../../config/env.ts';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { messageLink } from '../messages/notify.ts';
import { aiVisibleTo, readAiConfig } from './config.ts';
import { takeQuestion } from './limit.ts';
import { presentAnswer } from './presenter.ts';
import { askModel } from './provider.ts';
import { retrieveCourses } from './retrieval.ts';
import { positionDegree } from './tasks.ts';

const aiRoutes: FastifyPluginAsyncTypebox<{ provider: AiProviderConfig | null }> = async (
  app,
  { provider },
) => {
  const mode = provider ? 'model' : 'catalogue';

  app.get(
    API_PATHS.ai.modelStatus,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['ai'],
        summary: 'Whether the AI entrance is visible to the viewer in this school, and how it answers',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(AiStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const config = await readAiConfig(app.db, school);
      return ok({ aiEntranceVisibleToCurUser: aiVisibleTo(config, school, viewerOf(request)), mode });
    },
  );

  app.get(
    API_PATHS.ai.logo,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['ai'],
        summary: "The school's AI assistant icon (null: the default icon)",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(AiLogoSchema), ...errorResponses },
      },
    },
    async (request) => ok({ logoUrl: (await readAiConfig(app.db, tenantSchool(request))).logoUrl }),
  );

  app.get(
    API_PATHS.ai.positionDegree,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['ai'],
        summary: "The viewer's position tasks in the school; havePositionTask when a compulsory one is open",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(PositionDegreeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(
        await positionDegree(app.db, {
          schoolId: school.id,
          userId: currentViewer(request).userId,
          lang: askedLanguage(request) ?? schoolDefaultLang(school),
        }),
      );
    },
  );

  app.post(
    API_PATHS.ai.chat,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['ai'],
        summary:
          "Ask the assistant: courses of the school's catalogue matching the question (model-worded if set)",
        querystring: AiChatQuery,
        body: AiChatBody,
        response: { 200: Ok(AiAnswerSchema), ...errorResponses, 429: ErrorBody },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      if (!aiVisibleTo(await readAiConfig(app.db, school), school, viewer)) {
        throw fail('AI_NOT_AVAILABLE', 'The AI assistant is not available to you in this school');
      }
      const question = request.body.question.trim();
      if (question === '') throw fail('AI_QUESTION_EMPTY', 'Please enter a question');
      if (charCount(question) > API_LIMITS.AI_QUESTION_MAX) {
        throw fail(
          'AI_QUESTION_TOO_LONG',
          `A question may be at most ${API_LIMITS.AI_QUESTION_MAX} characters`,
          {
            max: API_LIMITS.AI_QUESTION_MAX,
          },
        );
      }
      if (!(await takeQuestion(app, viewer.userId)))
        throw fail('RATE_LIMITED', 'Too many questions; try again in a minute');
      // Issue 23 item 8: the answer names courses and categories in the asker's page language, links included.
      const lang = askedLanguage(request) ?? schoolDefaultLang(school);
      const found = await retrieveCourses(app.db, app.dbEngine, {
        schoolId: school.id,
        viewer,
        question,
        lang,
      });
      let answer: string | null = null;
      let modelUnavailable = false;
      if (provider) {
        const links = new Map(
          found.courses.map((course) => [
            course.id,
            messageLink(courseViewLink({ schoolId: course.schoolId, courseId: course.id, lang })) ?? '',
          ]),
        );
        answer = await askModel(provider, {
          schoolName: school.name_en ?? school.name,
          question,
          history: (request.body.history ?? []).map((turn) => ({
            role: turn.role,
            content: turn.content.slice(0, 2000),
          })),
          courses: found.courses,
          links,
        }).catch((error: unknown) => {
          request.log.warn({ err: error }, 'AI provider failed; answering from the catalogue');
          modelUnavailable = true;
          return null;
        });
      }
      return ok(presentAnswer({ answer, ...found, modelUnavailable }));
    },
  );
};

export default aiRoutes;
