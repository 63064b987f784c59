/**
 * What the school's creators do to document libraries (issue 27): create one (its `libName` checked by core and
 * unique in the school), change its texts and download permission at the version they read (409 EDIT_CONFLICT
 * otherwise, nothing written), add a finished upload of kind `library` as a document, remove a document. Every
 * change re-indexes the library's documents for search in the same call; an Office document is queued for its
 * PDF (converter.ts).
 */
import {
  documentTypeOf,
  KNOWLEDGE_LIMITS as K,
  needsConversion,
  validLibraryName,
  type DocumentType,
  type LanguageCode,
  type SniffedType,
} from '@portico/core';
import type { CreateLibraryInput, UpdateLibraryInput, AddDocumentInput } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import { forgetKnowledgeItem, reindexDocuments, reindexLibrary } from '../../db/knowledge-index.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { OOXML_TYPES } from '../media-uploads/presenter.ts';
import { requireManage } from './policy.ts';
import { findLibrary, libraryDocuments, type LibraryRow } from './queries.ts';

export interface LibraryContext {
  db: Kysely<Database>;
  school: SchoolRow;
  viewer: Viewer;
  defaultLang: LanguageCode;
}

const invalid = (field: string, reason: string) =>
  fail('KNOWLEDGE_LIBRARY_INVALID', `The library's ${field} is not valid (${reason})`, { field, reason });

function cleanFields(input: Omit<CreateLibraryInput, 'name'>, defaultLang: LanguageCode) {
  const title: Record<string, string> = {};
  for (const [lang, text] of Object.entries(input.title)) {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    if (Array.from(clean).length > K.LIBRARY_TITLE_MAX) throw invalid(`title.${lang}`, 'too_long');
    title[lang] = clean;
  }
  if (!title[defaultLang]) throw invalid(`title.${defaultLang}`, 'required');
  return {
    title: JSON.stringify(title),
    description: input.description.trim(),
    permission: input.permission,
  };
}

export async function loadLibrary(
  db: Kysely<Database>,
  schoolId: string,
  libId: string,
): Promise<LibraryRow> {
  const row = await findLibrary(db, schoolId, { libId });
  if (!row) throw fail('KNOWLEDGE_LIBRARY_NOT_FOUND', 'No such library');
  return row;
}

export async function createLibrary(ctx: LibraryContext, input: CreateLibraryInput): Promise<string> {
  const name = input.name.trim();
  if (!validLibraryName(name)) throw invalid('name', 'format');
  const taken = await ctx.db
    .selectFrom('knowledge_libraries')
    .select('id')
    .where('school_id', '=', ctx.school.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (taken) throw fail('KNOWLEDGE_LIBRARY_NAME_TAKEN', 'Another library has this name', { field: 'name' });
  const id = newId();
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('knowledge_libraries')
    .values({
      id,
      school_id: ctx.school.id,
      name,
      ...cleanFields(input, ctx.defaultLang),
      created_by: ctx.viewer.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateLibrary(ctx: LibraryContext, libId: string, input: UpdateLibraryInput) {
  const row = await loadLibrary(ctx.db, ctx.school.id, libId);
  requireManage(ctx.viewer, row);
  const conflict = () =>
    fail('EDIT_CONFLICT', 'The library changed since you opened it', { version: row.version });
  if (row.version !== input.version) throw conflict();
  const result = await ctx.db
    .updateTable('knowledge_libraries')
    .set({
      ...cleanFields(input, ctx.defaultLang),
      version: input.version + 1,
      updated_at: new Date().toISOString(),
    })
    .where('school_id', '=', ctx.school.id)
    .where('id', '=', libId)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
  await reindexLibrary(ctx.db, ctx.school.id, libId);
}

const ZIP_TYPES: Record<string, DocumentType> = {
  [OOXML_TYPES.word]: 'word',
  [OOXML_TYPES.sheet]: 'sheet',
  [OOXML_TYPES.slides]: 'slides',
};

/** Adds the viewer's finished library upload; answers the document id and whether it waits for conversion. */
export async function addDocument(ctx: LibraryContext, libId: string, input: AddDocumentInput) {
  const library = await loadLibrary(ctx.db, ctx.school.id, libId);
  requireManage(ctx.viewer, library);
  const media = await ctx.db
    .selectFrom('media_files')
    .selectAll()
    .where('school_id', '=', ctx.school.id)
    .where('id', '=', input.mediaId)
    .where('kind', '=', 'library')
    .where('created_by', '=', ctx.viewer.userId)
    .executeTakeFirst();
  const refused = (reason: string) =>
    fail('KNOWLEDGE_DOCUMENT_INVALID', 'This file cannot be added to a library', {
      field: 'mediaId',
      reason,
    });
  if (!media) throw refused('unknown_media');
  const type = ZIP_TYPES[media.mime] ?? documentTypeOf(media.mime as SniffedType);
  if (!type) throw refused('type');
  const folder = input.folder.replace(/\s+/g, ' ').trim();
  if (Array.from(folder).length > K.FOLDER_MAX || /[/\\]/.test(folder)) throw invalid('folder', 'format');
  const title = (input.title ?? '').replace(/\s+/g, ' ').trim() || media.name;
  if (Array.from(title).length > K.DOCUMENT_TITLE_MAX) throw invalid('title', 'too_long');
  const count = await libraryDocuments(ctx.db, ctx.school.id, libId);
  if (count.length >= K.DOCUMENTS_PER_LIBRARY) throw invalid('documents', 'too_many');
  const id = newId();
  const convert = needsConversion(type);
  await ctx.db
    .insertInto('knowledge_documents')
    .values({
      id,
      school_id: ctx.school.id,
      library_id: libId,
      media_id: media.id,
      folder,
      title,
      type,
      preview_state: convert ? 'pending' : 'native',
      created_by: ctx.viewer.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
  await touch(ctx, libId);
  await reindexDocuments(ctx.db, ctx.school.id, [id]);
  return { documentId: id, convert };
}

export async function removeDocument(ctx: LibraryContext, libId: string, documentId: string) {
  const library = await loadLibrary(ctx.db, ctx.school.id, libId);
  requireManage(ctx.viewer, library);
  const result = await ctx.db
    .deleteFrom('knowledge_documents')
    .where('school_id', '=', ctx.school.id)
    .where('library_id', '=', libId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw fail('KNOWLEDGE_DOCUMENT_NOT_FOUND', 'No such document');
  await touch(ctx, libId);
  // The media row stays for the orphan sweep (media-uploads/sweep.ts), which removes it a week later.
  await forgetKnowledgeItem(ctx.db, documentId);
}

const touch = (ctx: LibraryContext, libId: string) =>
  ctx.db
    .updateTable('knowledge_libraries')
    .set({ updated_at: new Date().toISOString() })
    .where('school_id', '=', ctx.school.id)
    .where('id', '=', libId)
    .execute();
