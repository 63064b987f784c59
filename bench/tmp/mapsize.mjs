import fs from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = new TraceMap(JSON.parse(fs.readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
const segs = [];
eachMapping(map, (m) => segs.push(m));
for (let i = 0; i < segs.length; i++) {
  const m = segs[i], n = segs[i + 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const len = end - m.generatedColumn;
  const src = (m.source ?? '?').replace(/.*node_modules\//, 'nm:').replace(/.*apps\/web\/src\//, '');
  const key = src.startsWith('nm:') ? src.split('/').slice(0, src.startsWith('nm:@') ? 2 : 1).join('/') : src.split('/').slice(0, 3).join('/');
  sizes.set(key, (sizes.get(key) ?? 0) + len);
}
const total = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log('total', total);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(String(v).padStart(8), k);
