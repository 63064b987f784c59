/**
 * Files for the upload tests (issue 12): real images made with sharp, hostile files (scripts and markup renamed
 * .png, a polyglot, a decompression bomb), and multipart bodies built like a browser's FormData.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../../src/app.ts';
import { send, type CookieJar } from './session.ts';

export const png = (width = 40, height = 30, color = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera, GPS-like comment) that must not survive the upload. */
export const jpegWithExif = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#cc6633' } })
    .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1', ImageDescription: 'GPS 48.8584N 2.2945E home' } })
    .jpeg()
    .toBuffer();

export const gif = (width = 20, height = 20) =>
  sharp({ create: { width, height, channels: 4, background: '#22aa44ff' } })
    .gif()
    .toBuffer();

export const PHP = Buffer.from('<?php system($_GET["c"]); ?>\n');
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
);
/** The PNG signature followed by markup: announces an image, is none. */
export const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), HTML]);

export const POLYGLOT_PAYLOAD = '<script>alert("polyglot")</script><?php echo "pwned"; ?>';
/** A valid JPEG with a script and PHP appended after its end marker (browsers sniffing it could run it). */
export async function polyglotJpeg(): Promise<Buffer> {
  const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000000' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.from(POLYGLOT_PAYLOAD)]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few kB (grey, 8-bit) whose pixels decompress to side × side bytes — 36 MB for
 * the default 6 000 px, 36 megapixels, beyond the pixel limit while each side is below the side limit.
 */
export function pngBomb(side = 6000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  // Every row: filter byte 0, then zero pixels.
  const pixels = zlib.deflateSync(Buffer.alloc((side + 1) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  data: Buffer;
  name: string;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData makes it: the files, then the spec's fields (§7). */
export async function multipart(
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  }
  const request = new Request('http://portico.invalid/', { method: 'PUT', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The spec's fields for one image (fileName, fileContentType, module=portal, bucket). */
export const specFields = (name: string, type = 'image/png') => ({
  fileName: name,
  fileContentType: type,
  module: 'portal',
  bucket: 'portal',
});

/** Uploads one small PNG as the jar's user into the school; answers its static_url. */
export async function uploadImage(
  app: App,
  jar: CookieJar,
  schoolId: string,
  color = '#3366cc',
): Promise<string> {
  const body = await multipart(
    [{ data: await png(24, 24, color), name: 'shot.png' }],
    specFields('shot.png'),
  );
  const response = await send(app, jar, {
    method: 'PUT',
    url: `/api/portal/api/v1/portal/uploadFile?tenantId=${schoolId}`,
    payload: body.payload,
    headers: body.headers,
  });
  if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { static_url: string } }).data.static_url;
}
