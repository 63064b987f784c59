/**
 * Reads the upload's multipart body (spec §7: the file plus fileName, fileContentType, module, bucket) into memory,
 * within the limits registered with @fastify/multipart (plugins/external/multipart.ts), and maps every way a body
 * can be wrong to a catalogued error: a second file is the spec's "Only 1 file can be uploaded at a time!", a file
 * over the byte limit a 413, a malformed body a 400 — never a 500.
 */
import { UPLOAD_LIMITS } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import { fail, HttpError } from '../../shared/http-error.ts';

export interface UploadForm {
  file: Buffer | null;
  /** The part's own file name (Content-Disposition), when the fileName field is absent. */
  partFileName: string | null;
  fields: Record<string, string>;
}

/** Fields the spec's client sends; any other field is read and ignored. */
const KNOWN_FIELDS = new Set(['fileName', 'fileContentType', 'module', 'bucket']);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const ONE_FILE = 'Only 1 file can be uploaded at a time!';

function mapError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fail('UPLOAD_TOO_LARGE', `The file is larger than ${UPLOAD_LIMITS.MAX_BYTES} bytes`, {
      maxBytes: UPLOAD_LIMITS.MAX_BYTES,
      maxMb: UPLOAD_LIMITS.MAX_BYTES / (1024 * 1024),
    });
  }
  if (code === 'FST_FILES_LIMIT') return fail('UPLOAD_ONE_FILE_ONLY', ONE_FILE);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return fail('VALIDATION_FAILED', 'The form has too many fields');
  }
  return fail('VALIDATION_FAILED', 'The multipart body is malformed');
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw fail('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data');
  }
  const form: UploadForm = { file: null, partFileName: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // The plugin allows one file part; a second one ends the loop with FST_FILES_LIMIT. Checked here too.
        if (form.file) throw fail('UPLOAD_ONE_FILE_ONLY', ONE_FILE);
        form.file = await part.toBuffer();
        form.partFileName = part.filename || null;
        continue;
      }
      if (!KNOWN_FIELDS.has(part.fieldname)) continue;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.valueTruncated) throw fail('UPLOAD_FIELD_INVALID', `${part.fieldname} is too long`);
      if (CONTROL.test(value))
        throw fail('INVALID_CHARACTER', `${part.fieldname} contains a control character`);
      form.fields[part.fieldname] = value;
    }
  } catch (error) {
    throw mapError(error);
  }
  return form;
}
