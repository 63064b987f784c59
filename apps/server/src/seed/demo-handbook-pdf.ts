/**
 * The demo library's file (issue 27, seed version 24): a two-page PDF with real text (the base-14 Helvetica font, so
 * no font file is embedded), built byte by byte with a correct cross-reference table so pdf.js opens it without
 * repairing it. The seed can only write rows; the server writes these bytes into media storage at start
 * (media-uploads/demo-files.ts), as it does for the demo SCORM package.
 */
const PAGES: readonly (readonly string[])[] = [
  [
    'Demo Academy - Learner handbook',
    '',
    'Welcome to Demo Academy.',
    'This handbook explains how courses, exams and classes work here.',
    '',
    '1. Enrol in a course from its page; free courses open at once.',
    '2. Your progress is saved as you study, on every device.',
    '3. Exams show their time limit and attempts before you start.',
  ],
  [
    'Studying well',
    '',
    '- Set a regular time for learning each week.',
    '- Take notes with three questions in mind (see the knowledge portal).',
    '- Ask your lecturer in the class page when something is unclear.',
    '',
    'Questions: use Feedback on any page of the portal.',
  ],
];

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

function pageStream(lines: readonly string[]): string {
  const [title = '', ...rest] = lines;
  const body = rest.map((line) => `(${escapeText(line)}) Tj 0 -22 Td`).join('\n');
  return `BT /F1 22 Tf 72 720 Td (${escapeText(title)}) Tj 0 -36 Td /F1 13 Tf\n${body}\nET`;
}

export function demoHandbookPdf(): Buffer {
  const objects: string[] = [];
  const pageIds = PAGES.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${PAGES.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  PAGES.forEach((lines, i) => {
    const stream = pageStream(lines);
    objects[4 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> ` +
      `/Contents ${5 + i * 2} 0 R >>`;
    objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  pdf +=
    `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const DEMO_HANDBOOK_PAGES = PAGES.length;
