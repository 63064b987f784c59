/**
 * The static reference page for `bench:lighthouse` (issue 28 §4): the same kind of text in the same language, the
 * same fonts, no script — measured in the same run, so a score can be told apart from what the machine gives any
 * page. Served by a plain node:http server on a free port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const TEXT: Record<string, { dir: 'ltr' | 'rtl'; title: string; body: string }> = {
  zh_CN: {
    dir: 'ltr',
    title: '演示学院',
    body: '欢迎来到演示学院。这里有最新课程、知识文章和学习路径，帮助每位学员按自己的节奏学习。',
  },
  ar_SA: {
    dir: 'rtl',
    title: 'الأكاديمية التجريبية',
    body: 'مرحبًا بكم في الأكاديمية التجريبية. هنا أحدث الدورات ومقالات المعرفة ومسارات التعلم لكل متعلم.',
  },
};

function html(lang: string): string {
  const text = TEXT[lang] ?? TEXT.zh_CN!;
  const items = Array.from(
    { length: 12 },
    (_, i) => `<li><h3>${text.title} ${i + 1}</h3><p>${text.body}</p></li>`,
  );
  return `<!doctype html><html lang="${lang.replace('_', '-')}" dir="${text.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.title}</title>
<meta name="description" content="${text.body}"><style>body{font-family:system-ui,sans-serif;margin:0 auto;
max-width:72rem;padding:1rem;line-height:1.5}ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));
gap:1rem;padding:0;list-style:none}</style></head><body><header><h1>${text.title}</h1></header><main><p>${text.body}</p>
<ul>${items.join('')}</ul></main></body></html>`;
}

export async function startReferencePage(): Promise<{
  url: (lang: string) => string;
  stop: () => Promise<void>;
}> {
  const server = http.createServer((request, response) => {
    const lang = new URL(request.url ?? '/', 'http://reference.invalid').searchParams.get('lang') ?? 'zh_CN';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html(lang));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (lang) => `http://127.0.0.1:${port}/?lang=${lang}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
