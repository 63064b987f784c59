/**
 * The knowledge portal (issue 27 item 1): which page `knowledgeDetail.htm` shows (spec §2: a document library when
 * `libName` or `libId` is in the query, otherwise an article), who may download a library's files, what a library
 * file is by its content, and the portal's limits. Articles themselves follow o3-articles.ts (limits, tags) and
 * authoring.ts (one review state machine). Pure: no I/O.
 */
import type { SniffedType } from './media.ts';

export const KNOWLEDGE_LIMITS = {
  /** A library's name (its `libName`, unique in the school) and title in one language. */
  LIBRARY_NAME_MAX: 60,
  LIBRARY_TITLE_MAX: 120,
  LIBRARY_DESCRIPTION_MAX: 500,
  /** A folder name inside a library (one level: a library is a set of folders of files). */
  FOLDER_MAX: 60,
  /** A document's shown title. */
  DOCUMENT_TITLE_MAX: 200,
  DOCUMENTS_PER_LIBRARY: 500,
  /** Items a list page answers at once. */
  PAGE_SIZE: 12,
  PAGE_MAX: 1000,
  /** What the portal shows of each section. */
  PORTAL_FEATURED: 4,
  PORTAL_LATEST: 8,
  PORTAL_TAGS: 20,
  /** A keyword in the list's filter. */
  KEYWORD_MAX: 100,
  /** One Office → PDF conversion may take this long before it is stopped (a huge or broken file). */
  CONVERT_TIMEOUT_MS: 120_000,
} as const;

/** Who may download (and preview) a library's files; enforced by the server's file routes. */
export const DOWNLOAD_PERMISSIONS = ['everyone', 'members', 'staff'] as const;
export type DownloadPermission = (typeof DOWNLOAD_PERMISSIONS)[number];

/** How the viewer relates to the school (the gate has already checked they may see its content). */
export interface LibraryViewer {
  member: boolean;
  /** A lecturer or admin of the school. */
  staff: boolean;
}

/** everyone: whoever may see the school's content; members: its members; staff: its lecturers and admins. */
export function canDownloadLibrary(permission: DownloadPermission, viewer: LibraryViewer): boolean {
  if (permission === 'everyone') return true;
  if (permission === 'members') return viewer.member || viewer.staff;
  return viewer.staff;
}

export type KnowledgeDetailTarget =
  | { kind: 'library'; libId: string | null; libName: string | null }
  | { kind: 'article'; articleId: string | null };

/**
 * Spec §2: `knowledgeDetail.htm` is a document library when `libName` or `libId` is in the query (even empty:
 * the key decides, as the spec says "is in the query"), otherwise an article (`articleId`, or `id`).
 */
export function knowledgeDetailTarget(query: URLSearchParams): KnowledgeDetailTarget {
  if (query.has('libName') || query.has('libId')) {
    const libId = query.get('libId')?.trim() || null;
    const libName = query.get('libName')?.trim() || null;
    return { kind: 'library', libId, libName };
  }
  const articleId = (query.get('articleId') ?? query.get('id'))?.trim() || null;
  return { kind: 'article', articleId };
}

/** What a library file is, as the portal shows and filters it. */
export type DocumentType = 'pdf' | 'word' | 'sheet' | 'slides' | 'office' | 'image';
export const DOCUMENT_TYPES: readonly DocumentType[] = ['pdf', 'word', 'sheet', 'slides', 'office', 'image'];

/**
 * An Office Open XML document is a zip with `[Content_Types].xml` and its part folder (`word/`, `xl/`, `ppt/`);
 * any other zip is refused. Takes the entry names only (nothing needs inflating).
 */
export function officeTypeOfZip(entries: readonly string[]): 'word' | 'sheet' | 'slides' | null {
  if (!entries.includes('[Content_Types].xml')) return null;
  if (entries.some((name) => name.startsWith('word/'))) return 'word';
  if (entries.some((name) => name.startsWith('xl/'))) return 'sheet';
  if (entries.some((name) => name.startsWith('ppt/'))) return 'slides';
  return null;
}

/** The document type of a sniffed file (a zip needs `officeTypeOfZip` first); null when a library refuses it. */
export function documentTypeOf(
  mime: SniffedType,
  zipType: 'word' | 'sheet' | 'slides' | null = null,
): DocumentType | null {
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/zip') return zipType;
  if (mime === 'application/x-ole-storage') return 'office';
  if (mime.startsWith('image/')) return 'image';
  return null;
}

/** Office documents are shown as PDF once a converter made one; PDFs and images are shown as they are. */
export const needsConversion = (type: DocumentType) =>
  type === 'word' || type === 'sheet' || type === 'slides' || type === 'office';

/** A library's `libName`: letters of any script, digits, `-` and `_` (it travels in URLs). */
export function validLibraryName(name: string): boolean {
  return (
    Array.from(name).length >= 1 &&
    Array.from(name).length <= KNOWLEDGE_LIMITS.LIBRARY_NAME_MAX &&
    /^[\p{L}\p{N}_-]+$/u.test(name)
  );
}
