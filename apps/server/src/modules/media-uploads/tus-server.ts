/**
 * The tus endpoint (issue 25) behind Fastify: @tus/server with @tus/file-store in `<DATA_DIR>/media-tus`, the
 * folder every instance reads — an upload's offset is its file's size there and its metadata a JSON beside it,
 * so a broken upload resumes through any instance. Fastify keeps its hooks (access gate, security headers, error
 * envelope): each request is handed to tus as a web `Request` whose body is the untouched raw stream, and the
 * answer comes back through `reply`. Upload ids are `<schoolId>-<32 hex>`: the school is part of the id, and the
 * author's user id is in the upload's metadata, so nobody else — another school, another lecturer — can read or
 * append to it.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  apiPath,
  MEDIA_KINDS,
  MEDIA_UPLOADS_API_PATHS,
  type MediaKind,
  type MediaRef,
} from '@portico/contracts';
import { MEDIA_LIMITS } from '@portico/core';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError, fail } from '../../shared/http-error.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { finishUpload, tusFile } from './finish-upload.ts';

export const UPLOAD_ID_RE = /^\d{19}-[0-9a-f]{32}$/;

interface Caller {
  schoolId: string;
  userId: string;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LARGEST = Math.max(...Object.values(MEDIA_LIMITS.MAX_BYTES));

/** A refusal tus sends as is: our error envelope as JSON (the web maps errorCode to a translation). */
const refusal = (error: HttpError) => ({
  status_code: error.statusCode,
  body: JSON.stringify({
    code: error.statusCode,
    errorCode: error.errorCode,
    message: error.message,
    ...(error.details === undefined ? {} : { details: error.details }),
  }),
});

export function createTus(options: { db: Kysely<Database>; storage: MediaStorage; directory: string }) {
  const callers = new WeakMap<Request, Caller>();
  const callerOf = (req: Request) => {
    const caller = callers.get(req);
    if (!caller) throw refusal(fail('NOT_LOGGED_IN', 'Not logged in'));
    return caller;
  };
  const datastore = new FileStore({
    directory: options.directory,
    expirationPeriodInMilliseconds: MEDIA_LIMITS.UNFINISHED_AFTER_MS,
  });
  const server = new Server({
    // tus needs a base path; every URL it builds comes from generateUrl, every id it reads from getFileIdFromRequest.
    path: MEDIA_UPLOADS_API_PATHS.uploads,
    datastore,
    maxSize: LARGEST,
    // Same origin only: no Access-Control-Allow-Origin is sent.
    allowedOrigins: [],
    namingFunction: (req) => `${callerOf(req).schoolId}-${randomBytes(16).toString('hex')}`,
    generateUrl: (_req, { id }) =>
      apiPath(MEDIA_UPLOADS_API_PATHS.upload, { schoolId: id.slice(0, 19), uploadId: id }),
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UPLOAD_ID_RE.test(lastPath) ? lastPath : undefined,
    onIncomingRequest: async (req, uploadId) => {
      const caller = callerOf(req);
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const notFound = refusal(fail('MEDIA_UPLOAD_NOT_FOUND', 'No such upload'));
      if (!uploadId.startsWith(`${caller.schoolId}-`)) throw notFound;
      const upload = await datastore.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.userId !== caller.userId) throw notFound;
    },
    onUploadCreate: async (req, upload: Upload) => {
      const caller = callerOf(req);
      const kind = upload.metadata?.kind;
      const name = upload.metadata?.filename?.trim() ?? '';
      if (!MEDIA_KINDS.includes(kind as MediaKind) || !name || name.length > 255 || CONTROL.test(name)) {
        throw refusal(fail('MEDIA_METADATA_INVALID', 'Upload-Metadata needs a filename and a known kind'));
      }
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw refusal(fail('MEDIA_METADATA_INVALID', 'Declare Upload-Length'));
      }
      const max = MEDIA_LIMITS.MAX_BYTES[kind as MediaKind];
      if (upload.size > max) throw refusal(fail('MEDIA_TOO_LARGE', 'This file is too large', { max }));
      return {
        metadata: { filename: name, kind: kind as string, schoolId: caller.schoolId, userId: caller.userId },
      };
    },
    onUploadFinish: async (_req, upload: Upload) => {
      const meta = upload.metadata ?? {};
      try {
        const ref: MediaRef = await finishUpload(options.db, options.storage, {
          uploadId: upload.id,
          schoolId: meta.schoolId ?? '',
          userId: meta.userId ?? '',
          kind: meta.kind as MediaKind,
          name: meta.filename ?? '',
          bytes: upload.size ?? upload.offset,
          localPath: tusFile(options.directory, upload.id),
        });
        return { headers: { 'x-media-id': ref.mediaId } };
      } catch (error) {
        if (error instanceof HttpError) throw refusal(error);
        throw error;
      }
    },
  });

  /** Hands a Fastify request to tus and sends its answer through `reply`. */
  async function handle(request: FastifyRequest, reply: FastifyReply, caller: Caller) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // Only a PATCH of tus bytes carries a body tus reads (the octet-stream parser left the raw stream untouched);
    // creation-with-upload is not offered, and any other body was already consumed by Fastify's parsers.
    const hasBody =
      request.method === 'PATCH' &&
      String(request.headers['content-type'] ?? '').startsWith('application/offset+octet-stream');
    const webRequest = new Request(`http://${request.host}${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    callers.set(webRequest, caller);
    const response = await server.handleWeb(webRequest);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
    });
    const body = await response.text();
    if (body.startsWith('{"code":')) reply.header('content-type', 'application/json; charset=utf-8');
    else if (body) reply.header('content-type', 'text/plain; charset=utf-8');
    return reply.send(body || undefined);
  }

  return { handle, datastore, directory: options.directory };
}

export type TusEndpoint = ReturnType<typeof createTus>;

export const tusDirectory = (dataDir: string) => path.join(dataDir, 'media-tus');
