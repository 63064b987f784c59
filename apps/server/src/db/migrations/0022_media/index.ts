/**
 * Course media (issue 25): one row per finished upload (video, PDF, caption, SCORM package), its facts read at
 * upload (type by content, duration, pages, the package's version and launch file) and where its bytes are, and
 * one row of SCORM runtime data per learner and resource (the CMI object the package committed last, so a
 * relaunch resumes). Every row carries `school_id`. Schema builder only. Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'media_files',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** The tus upload it came from (the author's client asks for the MediaRef by it). */
      upload_id: 'unique?',
      /** contracts MediaKind. */
      kind: 'text!',
      /** The file name the author chose. */
      name: 'text!',
      bytes: 'bigint=0',
      /** The type read from the content (core sniffMediaType). */
      mime: 'text!',
      /** Storage key of the file (a SCORM package: the folder of its extracted files). */
      storage_key: 'text!',
      duration_s: 'int',
      page_count: 'int',
      /** SCORM: '1.2' or '2004', and the launch file's path inside the package. */
      scorm_version: 'text',
      launch_path: 'text',
      created_by: 'ref?:users',
      created_at: 'text!',
    },
  },
  {
    name: 'scorm_runtime',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      resource_id: 'ref:course_resources',
      /** JSON of the CMI object last committed. */
      cmi: 'text!',
      /** 1 once the package reported completion (it never goes back to 0). */
      completed: 'int=0',
      /** Score in hundredths of a percent, when reported. */
      score_x100: 'int',
      updated_at: 'text!',
    },
    unique: [['user_id', 'resource_id']],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['media_files', ['school_id', 'created_at']],
  ['scorm_runtime', ['school_id', 'resource_id']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTableSpecs(db, TABLES, INDEXES);
}
