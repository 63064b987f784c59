/** Message center and bell (spec §7 getMessageCnt / updateMsg, issue 11 §1). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageCountHeaders,
  MessageCountQuery,
  MessageCountSchema,
  MessageListQuery,
  MessageListSchema,
  Ok,
  TenantOnlyQuery,
  UpdateMessagesBody,
  UpdateMessagesResultSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { ownMessages } from './policy.ts';
import { presentMessageList } from './presenter.ts';
import { listMessages, markRead, unreadCount } from './queries.ts';

const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.messages.count,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['messages'],
        summary: "Unread messages of the viewer in the school (the bell's count)",
        querystring: MessageCountQuery,
        headers: MessageCountHeaders,
        response: { 200: Ok(MessageCountSchema), ...errorResponses },
      },
    },
    async (request) => ok({ count: await unreadCount(app.db, ownMessages(request)) }),
  );

  app.get(
    API_PATHS.messages.list,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['messages'],
        summary: "The viewer's messages in the school, newest first",
        querystring: MessageListQuery,
        headers: MessageCountHeaders,
        response: { 200: Ok(MessageListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = ownMessages(request);
      const { page, pageSize, unread } = request.query;
      const [found, unreadTotal] = await Promise.all([
        listMessages(app.db, scope, { page, pageSize, unreadOnly: unread === '1' }),
        unreadCount(app.db, scope),
      ]);
      return ok(presentMessageList(found, { page, pageSize }, unreadTotal));
    },
  );

  // Spec §7 lists updateMsg among GET calls; a call that changes data is a POST here, so a link, an image or a
  // prefetch can never mark someone's messages read (and the same-site guard covers it).
  app.post(
    API_PATHS.messages.update,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['messages'],
        summary: "Mark the viewer's messages read: the given ids, or all of them in the school",
        querystring: TenantOnlyQuery,
        headers: MessageCountHeaders,
        body: UpdateMessagesBody,
        response: { 200: Ok(UpdateMessagesResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const scope = ownMessages(request);
      const { ids, all } = request.body;
      if (all !== true && (ids === undefined || ids.length === 0)) {
        throw fail('NOTHING_TO_UPDATE', 'Give ids to mark read, or all: true');
      }
      const updated = await markRead(app.db, scope, all === true ? null : (ids ?? []));
      return ok({ updated, unreadCount: await unreadCount(app.db, scope) });
    },
  );
};

export default messageRoutes;
