/**
 * Who may load a media file (issue 25): the school's authors (lecturers, admins: they preview what they upload),
 * and anyone who may see the school's content (the gate checked it) once a published resource of a course of the
 * school names the file — the same rule as the course's outline, which shows its resources to the same viewers.
 */
import type { Kysely } from 'kysely';
import { isLecturerOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';

export async function requireViewableMedia(
  db: Kysely<Database>,
  input: { schoolId: string; mediaId: string; viewer: Viewer | null; kind?: 'scorm' },
) {
  const row = await db
    .selectFrom('media_files')
    .selectAll()
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.mediaId)
    .executeTakeFirst();
  const missing = fail('MEDIA_NOT_FOUND', 'No such media');
  if (!row || (input.kind === 'scorm') !== (row.kind === 'scorm')) throw missing;
  if (isLecturerOf(input.viewer, input.schoolId)) return row;
  // Media ids are 19 digits, so the pattern cannot match another id's prefix or suffix.
  const pattern = `%/${row.id}/%`;
  const used = await db
    .selectFrom('course_resources')
    .select('id')
    .where('school_id', '=', input.schoolId)
    .where('status', '=', 1)
    .where((eb) =>
      eb.or([eb('media_url', 'like', pattern), eb('url', 'like', pattern), eb('captions', 'like', pattern)]),
    )
    .limit(1)
    .executeTakeFirst();
  if (!used) throw missing;
  return row;
}
