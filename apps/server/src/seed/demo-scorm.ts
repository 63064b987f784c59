/**
 * Demo SCORM (issue 25, seed version 15): a tiny SCORM 1.2 package — a manifest and one page that calls
 * `LMSInitialize`, sets `cmi.core.lesson_status` to completed when its button is pressed, commits and finishes —
 * as a required resource of Demo Academy's "机器学习基础" (whose demo learner has completed none of it, so the
 * stored progress stays true). The seed writes rows only; the package's files, zipped here with fflate and
 * unpacked by the same code as an upload, are put into media storage when the server starts
 * (modules/media-uploads `ensureDemoPackage`), since the seed has no storage.
 */
import { strToU8, zipSync } from 'fflate';
import { stableId } from '../db/ids.ts';
import { demoAcademyRows } from './demo-academy.ts';
import { DEMO_IDS } from './demo-ids.ts';
import type { SeedRows } from './rows.ts';

const PREFIX = { media: 95, resource: 96 } as const;
const SCHOOL = DEMO_IDS.demoAcademy;
export const DEMO_SCORM = {
  mediaId: stableId(PREFIX.media, 1),
  resourceId: stableId(PREFIX.resource, 1),
  courseName: '机器学习基础',
  schoolId: SCHOOL,
} as const;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="portico-demo-scorm" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Machine learning warm-up</title>
      <item identifier="item" identifierref="sco"><title>Warm-up</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
    </resource>
  </resources>
</manifest>
`;

/** One page, its own text in English and Chinese; the button completes it. Visited count kept in suspend_data. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Machine learning warm-up</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1f2937; line-height: 1.5; }
button { min-height: 2.75rem; padding: 0 1.25rem; border: 0; border-radius: 6px; background: #1d4ed8; color: #fff; font: inherit; cursor: pointer; }
#status { color: #166534; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Machine learning warm-up · 机器学习热身</h1>
<p>A model learns patterns from examples, then predicts for new data. · 模型从样例中学习规律，再对新数据做出预测。</p>
<p id="visits"></p>
<button type="button" id="done">I have read this · 我已读完</button>
<p id="status" role="status"></p>
</main>
<script>
var api = window.parent && window.parent.API;
var started = api && api.LMSInitialize('') === 'true';
var visits = started ? Number(api.LMSGetValue('cmi.suspend_data') || '0') + 1 : 1;
document.getElementById('visits').textContent = 'Visit · 访问次数: ' + visits;
if (started) {
  api.LMSSetValue('cmi.suspend_data', String(visits));
  api.LMSSetValue('cmi.core.lesson_location', 'page-1');
  if (api.LMSGetValue('cmi.core.lesson_status') === 'completed') {
    document.getElementById('status').textContent = 'Completed · 已完成';
  }
  api.LMSCommit('');
}
document.getElementById('done').addEventListener('click', function () {
  if (!started) return;
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSSetValue('cmi.core.score.raw', '100');
  api.LMSCommit('');
  document.getElementById('status').textContent = 'Completed · 已完成';
});
window.addEventListener('pagehide', function () { if (started) api.LMSFinish(''); });
</script>
</body>
</html>
`;

/** The package as an author would upload it. */
export function demoScormZip(): Uint8Array {
  return zipSync({ 'imsmanifest.xml': strToU8(MANIFEST), 'index.html': strToU8(PAGE) });
}

export function demoScormRows(chapterOf: (courseId: string) => string | undefined): SeedRows {
  const course = (demoAcademyRows().courses ?? []).find((row) => row.name === DEMO_SCORM.courseName);
  const chapterId = course && chapterOf(course.id);
  if (!course || !chapterId) return {};
  const createdAt = '2026-11-27T00:00:00.000Z';
  return {
    media_files: [
      {
        id: DEMO_SCORM.mediaId,
        school_id: SCHOOL,
        upload_id: null,
        kind: 'scorm',
        name: 'ml-warm-up.zip',
        bytes: demoScormZip().length,
        mime: 'application/zip',
        storage_key: `${SCHOOL}/${DEMO_SCORM.mediaId}`,
        duration_s: null,
        page_count: null,
        scorm_version: '1.2',
        launch_path: 'index.html',
        created_by: DEMO_IDS.teacher,
        created_at: createdAt,
      },
    ],
    course_resources: [
      {
        id: DEMO_SCORM.resourceId,
        school_id: SCHOOL,
        course_id: course.id,
        chapter_id: chapterId,
        kind: 'scorm',
        title: 'Warm-up package (SCORM) · 热身课件',
        sort: 98,
        required: 1,
        status: 1,
        media_url: `/api/media/v1/${SCHOOL}/scorm/${DEMO_SCORM.mediaId}/index.html`,
        created_at: createdAt,
      },
    ],
  };
}
