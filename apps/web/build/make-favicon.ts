/**
 * Regenerates `public/favicon.ico` from `src/assets/favicon.svg` (run by hand after changing the icon:
 * `node --import tsx apps/web/build/make-favicon.ts`): Debian's Chromium rasterises the SVG at 16, 32 and 48 px,
 * and the PNGs are packed into one ICO (PNG-in-ICO, read by every current browser).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(webDir, 'src/assets/favicon.svg'), 'utf8');
const SIZES = [16, 32, 48];

function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const images = [];
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace(/width="\d+" height="\d+"/, `width="${size}" height="${size}"`);
    await page.setContent(`<style>*{margin:0}</style>${sized}`);
    images.push({ size, png: await page.screenshot({ omitBackground: true }) });
    await page.close();
  }
  fs.writeFileSync(path.join(webDir, 'public/favicon.ico'), ico(images));
} finally {
  await browser.close();
}
