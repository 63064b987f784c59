/** Issue 25: the parsers that read a video's duration and a PDF's pages at upload, on hand-made files. */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds, webmDurationSeconds } from '../src/modules/media-uploads/probe-video.ts';
import { pdfPageCount } from '../src/modules/media-uploads/probe-pdf.ts';
import { readManifest, unpack } from '../src/modules/media-uploads/scorm-package.ts';
import { minimalMp4, minimalPdf, scormZip, SCORM12_MANIFEST } from './support/media.ts';

const reader = (buffer: Buffer) => async (offset: number, length: number) =>
  new Uint8Array(buffer.subarray(offset, offset + length));

describe('mp4 duration', () => {
  it('reads mvhd wherever moov sits, with any timescale', async () => {
    const file = minimalMp4(125, 90_000);
    expect(await mp4DurationSeconds(reader(file), file.length)).toBe(125);
  });

  it('reads a version 1 (64-bit) mvhd', async () => {
    const mvhd = Buffer.alloc(112);
    mvhd[0] = 1;
    mvhd.writeUInt32BE(600, 20);
    mvhd.writeUInt32BE(0, 24);
    mvhd.writeUInt32BE(600 * 3600, 28);
    const moovBody = Buffer.concat([Buffer.from([0, 0, 0, 8 + mvhd.length]), Buffer.from('mvhd'), mvhd]);
    const moov = Buffer.concat([Buffer.alloc(4), Buffer.from('moov'), moovBody]);
    moov.writeUInt32BE(moov.length, 0);
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypisom'), Buffer.alloc(4)]);
    const file = Buffer.concat([ftyp, moov]);
    expect(await mp4DurationSeconds(reader(file), file.length)).toBe(3600);
  });

  it('answers null for a truncated or box-less file, never throws', async () => {
    const file = minimalMp4(10).subarray(0, 300);
    expect(await mp4DurationSeconds(reader(file), file.length)).toBeNull();
    const zeros = Buffer.alloc(64);
    expect(await mp4DurationSeconds(reader(zeros), zeros.length)).toBeNull();
  });
});

describe('webm duration', () => {
  it('reads Segment/Info Duration × TimecodeScale', async () => {
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(42_500); // ms with the default scale
    const info = Buffer.concat([
      Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]), // TimecodeScale 1 000 000
      Buffer.from([0x44, 0x89, 0x88]),
      duration,
    ]);
    const segment = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66, 0x80 | info.length]), info]);
    const file = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80]), // empty EBML header
      Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), // Segment, unknown size
      segment,
    ]);
    expect(await webmDurationSeconds(reader(file))).toBe(43);
  });
});

describe('pdf pages', () => {
  it('reads the root page tree count', () => {
    expect(pdfPageCount(minimalPdf(7))).toBe(7);
  });

  it('finds the root inside a compressed object stream', () => {
    const inner = Buffer.from(
      '2 0 3 40 << /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >> << /Type /Page /Parent 2 0 R >>',
    );
    const packed = deflateSync(inner);
    const file = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n9 0 obj\n<< /Type /ObjStm /N 2 /First 8 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      ),
      packed,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(pdfPageCount(file)).toBe(3);
  });

  it('answers null when there are no pages', () => {
    expect(pdfPageCount(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBeNull();
  });
});

describe('SCORM manifest', () => {
  it('reads version 1.2 and the launch file of the default organization', () => {
    expect(readManifest(unpack(scormZip()))).toEqual({ version: '1.2', launch: 'index.html' });
  });

  it('reads SCORM 2004 and keeps a launch query', () => {
    const manifest = SCORM12_MANIFEST.replace(
      '<schemaversion>1.2</schemaversion>',
      '<schemaversion>2004 4th Edition</schemaversion>',
    ).replace('href="index.html"', 'href="index.html?start=1"');
    expect(readManifest(unpack(scormZip({ 'imsmanifest.xml': manifest })))).toEqual({
      version: '2004',
      launch: 'index.html?start=1',
    });
  });

  it('refuses a launch file missing from the package, no organization, an unknown version', () => {
    const missing = SCORM12_MANIFEST.replace('href="index.html"', 'href="start.html"');
    expect(() => readManifest(unpack(scormZip({ 'imsmanifest.xml': missing })))).toThrow(/start\.html/);
    const noOrg = SCORM12_MANIFEST.replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>');
    expect(() => readManifest(unpack(scormZip({ 'imsmanifest.xml': noOrg })))).toThrow(/organization/);
    const noVersion = SCORM12_MANIFEST.replace('<schemaversion>1.2</schemaversion>', '').replace(
      'adlcp_rootv1p2',
      'x',
    );
    expect(() => readManifest(unpack(scormZip({ 'imsmanifest.xml': noVersion })))).toThrow(/version/);
  });

  it('refuses a launch href that leaves the package and a zip entry that does', () => {
    const escaping = SCORM12_MANIFEST.replace('href="index.html"', 'href="../index.html"');
    expect(() => readManifest(unpack(scormZip({ 'imsmanifest.xml': escaping })))).toThrow(/leaves/);
    expect(() => unpack(scormZip({ 'a/../../b.txt': 'x' }))).toThrow(/leaves/);
    expect(() => unpack(Buffer.from('PK\u0003\u0004not a zip'))).toThrow(/zip/);
  });
});
