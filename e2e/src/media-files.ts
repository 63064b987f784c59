/**
 * Real files the creation-center e2e uploads (issue 25): the demo school's video and handout (playable, printable:
 * the server tests' box-level MP4/PDF builders in apps/server/test/support/media.ts only exercise the probes, a
 * browser needs a file it can decode), a WebVTT captions file, and SCORM 1.2 and 2004 packages zipped with fflate
 * whose page calls the runtime (`window.parent.API`, `API_1484_11`) and completes itself from its own button.
 */
import fs from 'node:fs';
import { strToU8, zipSync } from 'fflate';

/**
 * The demo school's video (apps/server/media/demo/welcome.mp4: 30 s, 640×360 H.264 baseline + AAC, made once with
 * ffmpeg — see its README): a real file Chromium plays, for the tests that upload a video and watch it.
 */
export const DEMO_VIDEO = () =>
  fs.readFileSync(new URL('../../apps/server/media/demo/welcome.mp4', import.meta.url));

/** The demo school's three-page handout (apps/server/media/demo, printed by scripts/make-demo-media.ts). */
export const DEMO_HANDOUT = () =>
  fs.readFileSync(new URL('../../apps/server/media/demo/handout-en.pdf', import.meta.url));

export const CAPTIONS_VTT =
  'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nPrimary colours mix into secondary ones.\n';

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-scorm" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Colour practice</title>
    <item identifier="item" identifierref="sco"><title>Practice</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html"><file href="index.html"/></resource>
  </resources>
</manifest>`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Colour practice</title></head>
<body><main>
<h1>Colour practice</h1>
<button type="button" id="done">Finish the practice</button>
<p id="status" role="status"></p>
</main>
<script>
var api = window.parent && window.parent.API;
var started = api && api.LMSInitialize('') === 'true';
document.getElementById('done').addEventListener('click', function () {
  if (!started) return;
  api.LMSSetValue('cmi.core.lesson_status', 'passed');
  api.LMSSetValue('cmi.core.score.raw', '90');
  api.LMSCommit('');
  document.getElementById('status').textContent = 'Practice finished';
});
</script>
</body></html>`;

export function scormPackage(): Buffer {
  return Buffer.from(zipSync({ 'imsmanifest.xml': strToU8(MANIFEST), 'index.html': strToU8(PAGE) }));
}

/** SCORM 2004 (4th edition): the CAM 1.3 namespaces and the 2004 schemaversion the server reads the version from. */
const MANIFEST_2004 = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="e2e-scorm-2004" version="1.0" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Mixing check</title>
    <item identifier="item" identifierref="sco"><title>Check</title></item>
  </organization></organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="sco/start.html"><file href="sco/start.html"/></resource>
  </resources>
</manifest>`;

/**
 * A 2004 SCO as authoring tools write it: it looks for `API_1484_11` up the frame chain, initialises, shows what the
 * runtime handed back (a second launch sees "completed"), and on its button reports completion, success and a
 * scaled score, then commits and terminates.
 */
const PAGE_2004 = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mixing check</title></head>
<body><main>
<h1>Mixing check</h1>
<p id="before">Status: <span id="was"></span></p>
<button type="button" id="done">Submit my answers</button>
<p id="status" role="status"></p>
</main>
<script>
function findApi(win) {
  for (var hops = 0; win && hops < 10; hops += 1) {
    if (win.API_1484_11) return win.API_1484_11;
    if (win.parent === win) break;
    win = win.parent;
  }
  return null;
}
var api = findApi(window.parent);
var started = api && api.Initialize('') === 'true';
document.getElementById('was').textContent = started ? api.GetValue('cmi.completion_status') : 'no runtime';
document.getElementById('done').addEventListener('click', function () {
  if (!started) return;
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.SetValue('cmi.score.scaled', '0.85');
  api.SetValue('cmi.score.raw', '85');
  api.SetValue('cmi.score.max', '100');
  api.Commit('');
  api.Terminate('');
  started = false;
  document.getElementById('status').textContent = 'Answers submitted';
});
</script>
</body></html>`;

export function scorm2004Package(): Buffer {
  return Buffer.from(
    zipSync({ 'imsmanifest.xml': strToU8(MANIFEST_2004), 'sco/start.html': strToU8(PAGE_2004) }),
  );
}

/**
 * A one-paragraph Word document (issue 27): the three parts an Office Open XML package needs — content types, the
 * package relationship and the body — zipped with fflate. LibreOffice converts it to a one-page PDF.
 */
export function tinyDocx(text: string): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': strToU8(
        `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
          `<w:body><w:p><w:r><w:t>${escaped}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}
