// @vitest-environment jsdom
// jsdom: article bodies are sanitised with DOMPurify before they are shown (DOMPurify refuses happy-dom).
/**
 * Issue 27 item 1: the knowledge detail page from its bootstrap data — a library whose permission leaves the viewer
 * out says who may open its files and offers no download or preview; one open to the viewer downloads and
 * previews a PDF in the viewer the route passes in; an article shows the reader's language's body.
 */
import type { KnowledgeDetailPage, KnowledgeDocument } from '@portico/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { packsForRoute } from '@/i18n/packs.ts';
import KnowledgeDetail, { type PdfPreviewProps } from '@/features/knowledge/components/knowledge-detail.tsx';
import { createI18n } from '@/i18n/create-i18n.ts';
import { messagesFor } from '@/i18n/server-messages.ts';

const SCHOOL = '1000000000000000001';
const LIB = '9800000000000000002';
afterEach(cleanup);

const doc: KnowledgeDocument = {
  documentId: '9800000000000000003',
  libId: LIB,
  folder: 'HR',
  title: 'Onboarding.pdf',
  type: 'pdf',
  bytes: 2048,
  pageCount: 3,
  preview: 'pdf',
  createdAt: '2026-11-24T08:00:00.000Z',
  author: null,
};

const libraryPage = (canDownload: boolean, documents = [doc]): KnowledgeDetailPage => ({
  kind: 'knowledge-detail',
  target: 'library',
  article: null,
  defaultLang: 'zh_CN',
  problem: null,
  canFeature: false,
  library: {
    library: {
      libId: LIB,
      name: 'handbooks',
      title: { en_US: 'Handbooks' },
      description: '',
      permission: 'members',
      documentCount: documents.length,
      updatedAt: '2026-11-24T08:00:00.000Z',
      version: 1,
    },
    documents,
    canDownload,
    canManage: false,
  },
});

function FakePdf({ url, pageCount }: PdfPreviewProps) {
  return <p>{`pdf.js ${url} (${pageCount} pages)`}</p>;
}

const show = (page: KnowledgeDetailPage) =>
  render(
    <I18nextProvider
      i18n={createI18n('en_US', messagesFor('en_US', [...packsForRoute('knowledge-detail'), 'errors']))}
    >
      <KnowledgeDetail page={page} schoolId={SCHOOL} lang="en_US" PdfPreview={FakePdf} />
    </I18nextProvider>,
  );

describe('knowledge detail', () => {
  it('tells a viewer the library leaves out who may open its files, with no download or preview', () => {
    show(libraryPage(false));
    expect(screen.getByText('Onboarding.pdf')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/Only members of this school/);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  it('downloads and previews a PDF in the viewer the route passes in when the viewer may', () => {
    show(libraryPage(true));
    const file = `/api/knowledge/v1/${SCHOOL}/libraries/${LIB}/documents/${doc.documentId}`;
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`${file}/file`);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText(`pdf.js ${file}/preview (3 pages)`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'HR' })).toBeTruthy();
  });

  it('says an Office file without a converter is download-only', () => {
    show(libraryPage(true, [{ ...doc, type: 'word', title: 'Plan.docx', preview: 'none' }]));
    expect(screen.getByText(/cannot show this file as PDF/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Preview' })).toBeNull();
  });

  const articlePage = (canFeature: boolean): KnowledgeDetailPage => ({
    kind: 'knowledge-detail',
    target: 'article',
    library: null,
    defaultLang: 'zh_CN',
    problem: null,
    canFeature,
    article: {
      articleId: '9800000000000000001',
      title: { zh_CN: '笔记', en_US: 'Notes' },
      tags: ['Study skills'],
      author: { userId: '2000000000000000002', name: 'Teacher' },
      publishedAt: '2026-11-24T08:00:00.000Z',
      excerpt: '',
      body: '<p>中文正文</p>',
      bodies: { en_US: '<p>English body</p>' },
      featured: true,
    },
  });

  it('shows an article in the reader’s language', () => {
    show(articlePage(false));
    expect(screen.getByText('English body')).toBeTruthy();
    expect(screen.queryByText('中文正文')).toBeNull();
    expect(screen.getByRole('link', { name: 'Study skills' }).getAttribute('href')).toMatch(
      /tag=Study(\+|%20)skills/,
    );
    // Only an admin gets the featured switch.
    expect(screen.queryByRole('button', { name: 'Feature on the knowledge portal' })).toBeNull();
  });

  it('lets an admin stop featuring the article, with the server’s answer as the switch’s state', async () => {
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    const answer = { ...articlePage(true).article!, featured: false };
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ code: 200, data: answer }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    show(articlePage(true));
    const toggle = screen.getByRole('button', { name: 'Feature on the knowledge portal' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('The article is no longer featured.');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/knowledge/v1/${SCHOOL}/articles/9800000000000000001/featured`);
    expect(calls[0]!.init?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ featured: false });
    vi.unstubAllGlobals();
  });
});
