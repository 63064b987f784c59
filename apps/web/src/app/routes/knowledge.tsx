/**
 * The knowledge routes (issue 27; spec §2): `knowledgePortal.htm`, `knowledgeList.htm`, `knowledgeDetail.htm`.
 * Each body is a lazy chunk server-rendered from the bootstrap's page data (render() preloads it, see
 * route-modules.ts). The detail page's PDF preview is the learning view's pdf.js viewer, composed here so the
 * knowledge feature does not import another feature.
 */
import type { LearnResource } from '@portico/contracts';
import { Suspense } from 'react';
import { Page } from '@/components/page.tsx';
// The viewer is a chunk of its own (players.ts): the route table is in the entry, and the home page must not carry it.
import { PdfViewer } from '@/features/course-learning/components/players.ts';
import type { PdfPreviewProps } from '@/features/knowledge/components/knowledge-detail.tsx';
import { lazyWithPreload } from '@/lib/lazy-with-preload.tsx';
import { usePage } from './use-page.ts';
import type { MatchedRoute } from './route-modules.ts';

const Portal = lazyWithPreload(() => import('@/features/knowledge/components/knowledge-portal.tsx'));
const List = lazyWithPreload(() => import('@/features/knowledge/components/knowledge-list.tsx'));
const Detail = lazyWithPreload(() => import('@/features/knowledge/components/knowledge-detail.tsx'));

export function preload(route: MatchedRoute): Promise<void> {
  if (route.id === 'knowledge-portal') return Portal.preload();
  if (route.id === 'knowledge-list') return List.preload();
  return Promise.all([Detail.preload(), PdfViewer.preload()]).then(() => undefined);
}

const noReport = () => undefined;

/** The learning view's viewer over a library document's preview URL (no progress to report here). */
function PdfPreview({ url, title, pageCount }: PdfPreviewProps) {
  const resource: LearnResource = {
    id: url,
    courseId: '',
    chapterId: '',
    kind: 'document',
    title,
    required: false,
    mediaUrl: url,
    captions: [],
    durationSeconds: null,
    pageCount,
    body: null,
    url: null,
    appId: null,
    appType: null,
    examId: null,
    state: { resumeSeconds: 0, lastPage: 1, playedSeconds: 0, completed: false },
    previousResourceId: null,
    nextResourceId: null,
  };
  return <PdfViewer resource={resource} report={noReport} />;
}

export function KnowledgePage() {
  const { b, t, title, lang } = usePage();
  const page = b.page;
  const fallback = <p role="status">{t('common.loading')}</p>;
  if (!b.school) return <Page title={title} lead={<p>{t('page.notFoundText')}</p>} />;
  const schoolId = b.school.id;
  if (page.kind === 'knowledge-portal') {
    return (
      <Page title={title}>
        <Suspense fallback={fallback}>
          <Portal page={page} schoolId={schoolId} lang={lang} />
        </Suspense>
      </Page>
    );
  }
  if (page.kind === 'knowledge-list') {
    return (
      <Page title={title}>
        <Suspense fallback={fallback}>
          <List page={page} schoolId={schoolId} lang={lang} />
        </Suspense>
      </Page>
    );
  }
  if (page.kind !== 'knowledge-detail') return <Page title={title} />;
  if (page.problem) {
    return (
      <Page
        title={t('knowledge.notFound')}
        lead={
          <p>
            {t(
              page.problem === 'KNOWLEDGE_LIBRARY_NOT_FOUND'
                ? 'errors.KNOWLEDGE_LIBRARY_NOT_FOUND'
                : 'errors.ARTICLE_NOT_FOUND',
            )}
          </p>
        }
      />
    );
  }
  const heading = page.article
    ? (page.article.title[lang] ?? page.article.title[page.defaultLang as typeof lang] ?? title)
    : (page.library!.library.title[lang] ??
      page.library!.library.title[page.defaultLang as typeof lang] ??
      title);
  return (
    <Page title={heading || title}>
      <Suspense fallback={fallback}>
        <Detail page={page} schoolId={schoolId} lang={lang} PdfPreview={PdfPreview} />
      </Suspense>
    </Page>
  );
}
