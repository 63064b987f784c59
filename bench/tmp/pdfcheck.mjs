Promise.withResolvers ??= function () { let resolve, reject; const promise = new Promise((a, b) => { resolve = a; reject = b; }); return { promise, resolve, reject }; };
import fs from 'node:fs';
const pdfjs = await import('/work/main/node_modules/pdfjs-dist/legacy/build/pdf.mjs');
const data = new Uint8Array(fs.readFileSync('/tmp/h.pdf'));
const doc = await pdfjs.getDocument({ data, verbosity: 1 }).promise;
console.log('pages', doc.numPages);
for (let i = 1; i <= doc.numPages; i++) { const p = await doc.getPage(i); const t = await p.getTextContent(); console.log(i, t.items.map((x) => x.str).join(' | ').slice(0, 200)); }
