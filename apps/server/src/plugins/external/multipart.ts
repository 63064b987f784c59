import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@portico/core';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the upload route (issue 12). The body is read by the handler, after the access gate
 * decided (a visitor or another school's user never gets a byte read), within these limits: one file of at most
 * UPLOAD_LIMITS.MAX_BYTES and a handful of short fields.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        fieldNameSize: 100,
        parts: 12,
        headerPairs: 20,
      },
    });
  },
  { name: 'multipart' },
);
