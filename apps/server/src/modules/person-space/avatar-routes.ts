/** Uploading and serving avatars (issue 11 §4: the owner edits their avatar). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvatarBody,
  AvatarParams,
  Ok,
  UserInfoSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { presentUser } from '../../auth/user-info.ts';
import { currentViewer } from '../../auth/viewer.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { findUser } from '../accounts/queries.ts';
import { avatarImage } from './avatar-image.ts';
import { findAvatar, saveAvatar } from './avatar-queries.ts';

const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    API_PATHS.personSpace.avatar,
    {
      config: { access: access.user },
      schema: {
        tags: ['person-space'],
        summary: "Replace the viewer's avatar (a GIF, JPEG or PNG data URL, at most 512 KiB)",
        body: AvatarBody,
        response: { 200: Ok(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      await saveAvatar(app.db, viewer.userId, await avatarImage(request.body.image));
      const user = await findUser(app.db, viewer.userId);
      if (!user) throw fail('USER_NOT_FOUND', 'User not found');
      return ok(presentUser(user));
    },
  );

  app.get(
    API_PATHS.personSpace.openAvatar,
    {
      // Avatars show beside names anyone may read (fans lists, a shared space).
      config: { access: access.public },
      schema: {
        tags: ['person-space'],
        summary: 'An uploaded avatar image (WebP)',
        params: AvatarParams,
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) }),
        produces: ['image/webp'],
        response: { 200: Type.Unknown({ description: 'image/webp' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const avatar = await findAvatar(app.db, request.params.userId);
      if (!avatar) throw fail('NOT_FOUND', 'No avatar');
      // The URL carries the upload time, so a new avatar is a new URL.
      return reply
        .type(avatar.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(avatar.data, 'base64'));
    },
  );
};

export default avatarRoutes;
