/**
 * Who does what with a document library (issue 27). The gate already decided the audience of each route (readers:
 * whoever may see the school's content; writers: its creators). Here, on top: a library is changed by its creator
 * or an admin of the school (403 KNOWLEDGE_LIBRARY_NOT_EDITABLE); its files are downloaded — and previewed, the
 * same rule (a previewed PDF is as good as a downloaded one) — by the viewers its permission names (core
 * canDownloadLibrary; 403 KNOWLEDGE_DOWNLOAD_FORBIDDEN with details.permission).
 */
import { canDownloadLibrary, type DownloadPermission } from '@portico/core';
import { isAdminOf, isLecturerOf, isMemberOf, type Viewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import type { LibraryRow } from './queries.ts';

export const mayDownload = (viewer: Viewer | null, library: Pick<LibraryRow, 'school_id' | 'permission'>) =>
  canDownloadLibrary(library.permission as DownloadPermission, {
    member: isMemberOf(viewer, library.school_id),
    staff: isLecturerOf(viewer, library.school_id),
  });

export function requireDownload(
  viewer: Viewer | null,
  library: Pick<LibraryRow, 'school_id' | 'permission'>,
) {
  if (mayDownload(viewer, library)) return;
  throw fail('KNOWLEDGE_DOWNLOAD_FORBIDDEN', 'This library’s files are not open to you', {
    permission: library.permission,
  });
}

export const mayManage = (viewer: Viewer | null, library: Pick<LibraryRow, 'school_id' | 'created_by'>) =>
  isAdminOf(viewer, library.school_id) || (viewer !== null && library.created_by === viewer.userId);

export function requireManage(viewer: Viewer, library: Pick<LibraryRow, 'school_id' | 'created_by'>) {
  if (!mayManage(viewer, library)) {
    throw fail(
      'KNOWLEDGE_LIBRARY_NOT_EDITABLE',
      'Only the library’s creator and the school’s admins change it',
    );
  }
}
