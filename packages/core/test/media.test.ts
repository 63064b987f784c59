import { describe, expect, it } from 'vitest';
import {
  MEDIA_KIND_TYPES,
  MEDIA_LIMITS,
  safePackagePath,
  scormOutcome,
  sniffMediaType,
} from '../src/media.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('sniffMediaType', () => {
  it('recognises each accepted format by its first bytes', () => {
    expect(sniffMediaType(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0]))).toBe('video/mp4');
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
    expect(sniffMediaType(bytes('OggS', [0, 2]))).toBe('video/ogg');
    expect(sniffMediaType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(bytes([0x50, 0x4b, 3, 4, 20]))).toBe('application/zip');
    expect(sniffMediaType(bytes('WEBVTT\n\n'))).toBe('text/vtt');
    expect(sniffMediaType(bytes([0xef, 0xbb, 0xbf], 'WEBVTT - title\n'))).toBe('text/vtt');
    expect(sniffMediaType(bytes('WEBVTT'))).toBe('text/vtt');
  });

  it('refuses look-alikes and anything else', () => {
    expect(sniffMediaType(bytes('WEBVTTX\n'))).toBeNull();
    expect(sniffMediaType(bytes('1\n00:00:00,000 --> 00:00:01,000'))).toBeNull();
    expect(sniffMediaType(bytes([0x50, 0x4b, 5, 6]))).toBeNull(); // an empty zip's end record only
    expect(sniffMediaType(bytes('<html>'))).toBeNull();
    expect(sniffMediaType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it('each kind accepts only its own types, and each kind has a limit', () => {
    expect(MEDIA_KIND_TYPES.video).not.toContain('application/pdf');
    expect(MEDIA_KIND_TYPES.caption).toEqual(['text/vtt']);
    for (const kind of ['video', 'document', 'scorm', 'caption'] as const) {
      expect(MEDIA_LIMITS.MAX_BYTES[kind]).toBeGreaterThan(0);
    }
  });
});

describe('safePackagePath', () => {
  it('normalises safe relative paths', () => {
    expect(safePackagePath('index.html')).toBe('index.html');
    expect(safePackagePath('./a/./b.js')).toBe('a/b.js');
    expect(safePackagePath('a//b.css')).toBe('a/b.css');
  });

  it('refuses paths that leave the package, directories and odd characters', () => {
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'C:/x',
      'a\\b',
      'dir/',
      '',
      '.',
      'a\u0000b',
      'x'.repeat(501),
    ]) {
      expect(safePackagePath(bad), bad).toBeNull();
    }
  });
});

describe('scormOutcome', () => {
  it('SCORM 1.2: completed or passed completes, failed and incomplete do not; score raw over max', () => {
    expect(scormOutcome('1.2', { core: { lesson_status: 'completed' } })).toEqual({
      completed: true,
      passed: null,
      scorePercent: null,
    });
    expect(
      scormOutcome('1.2', { core: { lesson_status: 'passed', score: { raw: '8', max: '10' } } }),
    ).toEqual({
      completed: true,
      passed: true,
      scorePercent: 80,
    });
    expect(scormOutcome('1.2', { core: { lesson_status: 'failed', score: { raw: '30' } } })).toMatchObject({
      completed: false,
      passed: false,
      scorePercent: 30,
    });
    expect(scormOutcome('1.2', { core: { lesson_status: 'incomplete' } }).completed).toBe(false);
    expect(scormOutcome('1.2', null).completed).toBe(false);
  });

  it('SCORM 2004: completion_status completed or success_status passed completes; scaled score wins', () => {
    expect(scormOutcome('2004', { completion_status: 'completed' }).completed).toBe(true);
    expect(scormOutcome('2004', { completion_status: 'incomplete', success_status: 'passed' })).toMatchObject(
      {
        completed: true,
        passed: true,
      },
    );
    expect(
      scormOutcome('2004', { completion_status: 'incomplete', success_status: 'failed' }).completed,
    ).toBe(false);
    expect(scormOutcome('2004', { score: { scaled: '0.75', raw: '1', max: '10' } }).scorePercent).toBe(75);
    expect(scormOutcome('2004', { score: { scaled: '-0.5' } }).scorePercent).toBe(0);
    expect(scormOutcome('2004', { score: { raw: '7', max: '20' } }).scorePercent).toBe(35);
  });
});
