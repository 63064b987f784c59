import { describe, expect, it } from 'vitest';
import {
  canDownloadLibrary,
  documentTypeOf,
  knowledgeDetailTarget,
  KNOWLEDGE_LIMITS,
  needsConversion,
  officeTypeOfZip,
  sniffMediaType,
  validLibraryName,
} from '../src/index.ts';

const q = (query: string) => new URLSearchParams(query);

describe('knowledgeDetailTarget (spec §2)', () => {
  it('is a library when libName or libId is in the query, even empty', () => {
    expect(knowledgeDetailTarget(q('libName=handbooks'))).toEqual({
      kind: 'library',
      libId: null,
      libName: 'handbooks',
    });
    expect(knowledgeDetailTarget(q('libId=1&articleId=2'))).toEqual({
      kind: 'library',
      libId: '1',
      libName: null,
    });
    expect(knowledgeDetailTarget(q('libName='))).toEqual({ kind: 'library', libId: null, libName: null });
  });
  it('is an article otherwise, by articleId or id', () => {
    expect(knowledgeDetailTarget(q('articleId=5'))).toEqual({ kind: 'article', articleId: '5' });
    expect(knowledgeDetailTarget(q('id=6'))).toEqual({ kind: 'article', articleId: '6' });
    expect(knowledgeDetailTarget(q('schoolId=1'))).toEqual({ kind: 'article', articleId: null });
  });
});

describe('canDownloadLibrary', () => {
  const visitor = { member: false, staff: false };
  const member = { member: true, staff: false };
  const staff = { member: true, staff: true };
  it('everyone: anyone who may see the school', () => {
    expect([visitor, member, staff].map((v) => canDownloadLibrary('everyone', v))).toEqual([
      true,
      true,
      true,
    ]);
  });
  it('members: members and staff, not visitors', () => {
    expect([visitor, member, staff].map((v) => canDownloadLibrary('members', v))).toEqual([
      false,
      true,
      true,
    ]);
  });
  it('staff: lecturers and admins only', () => {
    expect([visitor, member, staff].map((v) => canDownloadLibrary('staff', v))).toEqual([false, false, true]);
  });
});

describe('library files by content', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it('sniffs images and OLE2 documents', () => {
    expect(sniffMediaType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffMediaType(Uint8Array.from('GIF89a', (c) => c.charCodeAt(0)))).toBe('image/gif');
    expect(sniffMediaType(Uint8Array.from('RIFF\0\0\0\0WEBP', (c) => c.charCodeAt(0)))).toBe('image/webp');
    expect(sniffMediaType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(
      'application/x-ole-storage',
    );
    expect(sniffMediaType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a))).toBeNull();
  });
  it('accepts a zip only as an Office Open XML document', () => {
    expect(officeTypeOfZip(['[Content_Types].xml', 'word/document.xml'])).toBe('word');
    expect(officeTypeOfZip(['[Content_Types].xml', 'xl/workbook.xml'])).toBe('sheet');
    expect(officeTypeOfZip(['[Content_Types].xml', 'ppt/presentation.xml'])).toBe('slides');
    expect(officeTypeOfZip(['word/document.xml'])).toBeNull();
    expect(officeTypeOfZip(['[Content_Types].xml', 'other/x.xml'])).toBeNull();
  });
  it('maps types and says which need a PDF', () => {
    expect(documentTypeOf('application/pdf')).toBe('pdf');
    expect(documentTypeOf('application/zip')).toBeNull();
    expect(documentTypeOf('application/zip', 'sheet')).toBe('sheet');
    expect(documentTypeOf('image/webp')).toBe('image');
    expect(documentTypeOf('video/mp4')).toBeNull();
    expect(['pdf', 'image', 'word', 'office'].map((t) => needsConversion(t as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('validLibraryName', () => {
  it('takes letters of any script, digits, - and _, up to the limit', () => {
    expect(validLibraryName('员工手册_2026-v2')).toBe(true);
    expect(validLibraryName('a'.repeat(KNOWLEDGE_LIMITS.LIBRARY_NAME_MAX))).toBe(true);
    expect(validLibraryName('a'.repeat(KNOWLEDGE_LIMITS.LIBRARY_NAME_MAX + 1))).toBe(false);
    expect(validLibraryName('')).toBe(false);
    expect(validLibraryName('has space')).toBe(false);
    expect(validLibraryName('../x')).toBe(false);
  });
});
