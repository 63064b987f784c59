/**
 * Regenerates the demo school's PDFs (apps/server/media/demo/handout-{en,zh}.pdf, three pages each) by printing
 * HTML in Debian's Chromium, which embeds only the glyphs used (Noto CJK for Chinese). The video was made once
 * with Debian's ffmpeg (command in apps/server/media/demo/README.md). Run: node --import tsx scripts/make-demo-media.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/media/demo');

const HANDOUTS = {
  en: {
    title: 'Learning with Portico — handout',
    pages: [
      [
        '1. Courses and chapters',
        'A course is divided into chapters. Each chapter holds resources: videos, documents, articles and links. Some chapters open on a date or after an earlier chapter.',
      ],
      [
        '2. Honest progress',
        'Your progress is the share of required resources you have completed. A video counts when you have watched nine tenths of its seconds; a document when you reached its last page; an article when you read it to the end.',
      ],
      [
        '3. Come back any time',
        'Your position in every video and your page in every document are saved on the server. Open the course on another device and continue where you stopped. This is the last page: finishing it completes the handout.',
      ],
    ],
  },
  zh: {
    title: 'Portico 学习指南',
    pages: [
      [
        '一、课程与章节',
        '每门课程分为若干章节，每个章节包含视频、文档、文章和链接等学习资源。部分章节在指定日期或完成前一章节后开放。',
      ],
      [
        '二、真实的学习进度',
        '学习进度等于已完成的必修资源占全部必修资源的比例。视频需实际观看百分之九十的时长，文档需翻到最后一页，文章需阅读到结尾。',
      ],
      [
        '三、随时继续学习',
        '每个视频的播放位置和每份文档的页码都保存在服务器上，换一台设备也能从上次停下的地方继续。这是最后一页：读到这里即完成本文档。',
      ],
    ],
  },
} as const;

const html = (handout: (typeof HANDOUTS)[keyof typeof HANDOUTS], lang: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><style>
  body { font-family: 'Noto Sans CJK SC', 'DejaVu Sans', sans-serif; margin: 0; color: #1f2937; }
  section { page-break-after: always; padding: 48px; }
  section:last-child { page-break-after: auto; }
  h1 { color: #1f4e79; font-size: 28px; } h2 { font-size: 22px; } p { font-size: 16px; line-height: 1.7; }
</style></head><body>${handout.pages
  .map(
    ([heading, text], index) =>
      `<section><h1>${handout.title}</h1><h2>${heading}</h2><p>${text}</p><p>${index + 1} / ${handout.pages.length}</p></section>`,
  )
  .join('')}</body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const [lang, handout] of Object.entries(HANDOUTS)) {
  await page.setContent(html(handout, lang));
  await page.pdf({ path: path.join(out, `handout-${lang}.pdf`), format: 'A5', printBackground: true });
}
await browser.close();
