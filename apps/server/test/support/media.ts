/** Small real files for the media tests (issue 25): an MP4 box structure, a PDF, a SCORM zip, tus requests. */
import { zipSync, strToU8 } from 'fflate';
import type { App } from '../../src/app.ts';
import type { CookieJar } from './session.ts';

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** A minimal MP4: ftyp, an mdat, then moov/mvhd (version 0) at the end, as a non-faststart file has it. */
export function minimalMp4(seconds: number, timescale = 1000): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(seconds * timescale, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('mdat', Buffer.alloc(2048, 7)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

/** A PDF whose page tree root counts `pages` pages. */
export function minimalPdf(pages: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    `2 0 obj\n<< /Type /Pages /Kids [${kids}] /Count ${pages} >>\nendobj\n`,
    ...Array.from(
      { length: pages },
      (_, i) => `${3 + i} 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n`,
    ),
  ];
  return Buffer.from(`%PDF-1.4\n${objects.join('')}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export const SCORM12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="demo" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1"><title>Demo</title>
      <item identifier="item1" identifierref="res1"><title>Lesson</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource>
  </resources>
</manifest>`;

export function scormZip(files: Record<string, string> = {}): Buffer {
  const entries: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(SCORM12_MANIFEST),
    'index.html': strToU8('<!doctype html><title>Lesson</title><p>Hello</p>'),
  };
  for (const [name, text] of Object.entries(files)) entries[name] = strToU8(text);
  return Buffer.from(zipSync(entries));
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

export async function tusCreate(
  app: App,
  jar: CookieJar | null,
  schoolId: string,
  input: { filename?: string; kind?: string; length: number },
) {
  const meta = [
    ...(input.filename === undefined ? [] : [`filename ${b64(input.filename)}`]),
    ...(input.kind === undefined ? [] : [`kind ${b64(input.kind)}`]),
  ].join(',');
  const cookie = jar?.header();
  return app.inject({
    method: 'POST',
    url: `/api/media/v1/${schoolId}/uploads`,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(input.length),
      'upload-metadata': meta,
      ...(cookie ? { cookie } : {}),
    },
  });
}

export async function tusPatch(app: App, jar: CookieJar | null, url: string, offset: number, bytes: Buffer) {
  const cookie = jar?.header();
  return app.inject({
    method: 'PATCH',
    url,
    payload: bytes,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(cookie ? { cookie } : {}),
    },
  });
}

export async function tusHead(app: App, jar: CookieJar | null, url: string) {
  const cookie = jar?.header();
  return app.inject({
    method: 'HEAD',
    url,
    headers: { 'tus-resumable': '1.0.0', ...(cookie ? { cookie } : {}) },
  });
}

/** Creates and sends a whole file in one PATCH; answers the upload URL and the final PATCH's response. */
export async function uploadWhole(
  app: App,
  jar: CookieJar,
  schoolId: string,
  kind: string,
  filename: string,
  bytes: Buffer,
) {
  const created = await tusCreate(app, jar, schoolId, { filename, kind, length: bytes.length });
  if (created.statusCode !== 201) throw new Error(`create ${created.statusCode} ${created.body}`);
  const url = created.headers.location as string;
  const patched = await tusPatch(app, jar, url, 0, bytes);
  return { url, patched };
}
