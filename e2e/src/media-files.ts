/**
 * Small real files the creation-center e2e uploads (issue 25), built in the test: an MP4 whose moov/mvhd gives its
 * duration (the server reads it at upload), a WebVTT captions file, and a SCORM 1.2 package zipped with fflate
 * whose page calls the runtime on `window.parent.API` and completes itself from its own button.
 */
import { strToU8, zipSync } from 'fflate';

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** ftyp, an mdat, then moov/mvhd (version 0) at the end, as a non-faststart file has it. */
export function minimalMp4(seconds: number, timescale = 1000): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(seconds * timescale, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('mdat', Buffer.alloc(2048, 7)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

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
