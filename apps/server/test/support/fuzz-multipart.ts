/**
 * Malformed multipart bodies for the project fuzz (issue 12): an operation whose OpenAPI body is
 * multipart/form-data gets, beside its JSON cases, bodies built by hand — every text case in every field, hostile
 * and broken files, two files, no file, broken framing (no boundary, wrong boundary, truncated, no
 * Content-Disposition), oversized and too many fields, prototype and control-character names.
 */
import { TEXT_CASES } from './fuzz-cases.ts';

/** A valid 2 × 2 PNG: the file of the baseline body. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==',
  'base64',
);

export interface MultipartCase {
  label: string;
  payload: Buffer;
  contentType: string;
}

const BOUNDARY = '----portico-fuzz-7d1f';
const CRLF = '\r\n';

interface Part {
  name: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
  /** Raw header lines replacing the generated ones. */
  rawHeaders?: string;
}

function encode(parts: Part[], options: { close?: boolean; boundary?: string } = {}): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const headers =
      part.rawHeaders ?? [disposition, ...(part.type ? [`Content-Type: ${part.type}`] : [])].join(CRLF);
    chunks.push(Buffer.from(`--${boundary}${CRLF}${headers}${CRLF}${CRLF}`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from(CRLF));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The cases for a multipart operation whose text fields are `fields` (the file field is `file`). */
export function multipartCases(fields: Record<string, string>): MultipartCase[] {
  const file = (data: Buffer, filename = 'fuzz.png', type = 'image/png'): Part => ({
    name: 'file',
    value: data,
    filename,
    type,
  });
  const textParts = (overrides: Record<string, string> = {}): Part[] =>
    Object.entries({ ...fields, ...overrides }).map(([name, value]) => ({ name, value }));
  const body = (
    label: string,
    parts: Part[],
    options?: Parameters<typeof encode>[1],
    type = CONTENT_TYPE,
  ) => ({
    label: `multipart ${label}`,
    payload: encode(parts, options),
    contentType: type,
  });

  const cases: MultipartCase[] = [body('valid', [...textParts(), file(TINY_PNG)])];
  for (const name of Object.keys(fields)) {
    for (const item of TEXT_CASES) {
      if (item.text === undefined) continue;
      cases.push(body(`${name} = ${item.label}`, [...textParts({ [name]: item.text }), file(TINY_PNG)]));
    }
  }
  const hostile: Array<[string, Buffer]> = [
    ['empty file', Buffer.alloc(0)],
    ['garbage file', Buffer.from([0, 1, 2, 3, 255, 254])],
    ['PHP file', Buffer.from('<?php phpinfo(); ?>')],
    ['SVG file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['PNG signature only', TINY_PNG.subarray(0, 8)],
    ['truncated PNG', TINY_PNG.subarray(0, 40)],
    ['JPEG marker only', Buffer.from([0xff, 0xd8, 0xff])],
    ['GIF header only', Buffer.from('GIF89a')],
  ];
  for (const [label, data] of hostile) cases.push(body(label, [...textParts(), file(data)]));
  cases.push(
    body('two files', [...textParts(), file(TINY_PNG), file(TINY_PNG, 'second.png')]),
    body('no file', textParts()),
    body('no parts', []),
    body('file in another field', [...textParts(), { ...file(TINY_PNG), name: 'image' }]),
    body('filename traversal', [...textParts(), file(TINY_PNG, '../../../etc/passwd')]),
    body('filename with NUL', [...textParts(), file(TINY_PNG, 'a\u0000.png')]),
    body('prototype field', [...textParts(), { name: '__proto__', value: 'x' }, file(TINY_PNG)]),
    body('constructor field', [...textParts(), { name: 'constructor', value: 'x' }, file(TINY_PNG)]),
    body('field too long', [...textParts({ fileName: 'n'.repeat(5000) }), file(TINY_PNG)]),
    body('too many fields', [
      ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
      file(TINY_PNG),
    ]),
    body('JSON field', [
      ...textParts(),
      { name: 'fileName', value: '{"a":', type: 'application/json' },
      file(TINY_PNG),
    ]),
    body('part without disposition', [{ name: 'x', value: 'y', rawHeaders: 'Content-Type: text/plain' }]),
    body('garbage part headers', [{ name: 'x', value: 'y', rawHeaders: '\u0001\u0002: \u0003' }]),
    body('not closed', [...textParts(), file(TINY_PNG)], { close: false }),
    body('wrong boundary', [...textParts(), file(TINY_PNG)], { boundary: 'other-boundary' }),
    body('no boundary parameter', [...textParts(), file(TINY_PNG)], undefined, 'multipart/form-data'),
    body('empty boundary', [...textParts(), file(TINY_PNG)], undefined, 'multipart/form-data; boundary='),
    body(
      'mixed instead of form-data',
      [...textParts(), file(TINY_PNG)],
      undefined,
      `multipart/mixed; boundary=${BOUNDARY}`,
    ),
    { label: 'multipart empty body', payload: Buffer.alloc(0), contentType: CONTENT_TYPE },
    { label: 'multipart JSON body', payload: Buffer.from('{"file":"x"}'), contentType: CONTENT_TYPE },
    {
      label: 'multipart cut inside a part',
      payload: encode([...textParts(), file(TINY_PNG)]).subarray(0, 120),
      contentType: CONTENT_TYPE,
    },
  );
  return cases;
}
