/**
 * A PDF resource (issue 23 item 4) drawn by pdf.js (pdfjs-dist) one page at a time, at the width of its column,
 * opening at the page the learner last saw on any device; each page shown is reported (the last one completes
 * the document). The page's text is also given to screen readers. pdf.js loads in the browser only, with its
 * worker from our own origin (the page's CSP allows scripts from 'self').
 */
import type { LearnResource } from '@portico/contracts';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import type { BeatReport } from '../hooks/use-learning-beats.ts';
import styles from './learn.module.css';

type PdfDocument = PDFDocumentProxy;

async function openPdf(url: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ url }).promise;
}

export function PdfViewer({
  resource,
  report,
}: {
  resource: LearnResource;
  report: (r: BeatReport) => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(Math.max(1, resource.state.lastPage || 1));
  const [text, setText] = useState('');
  const pages = doc?.numPages ?? resource.pageCount ?? 0;

  useEffect(() => {
    if (!resource.mediaUrl) return;
    let cancelled = false;
    openPdf(resource.mediaUrl)
      .then((opened) => {
        if (!cancelled) setDoc(opened);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [resource.mediaUrl]);

  useEffect(() => {
    const target = canvas.current;
    if (!doc || !target) return;
    let cancelled = false;
    const shown = Math.min(page, doc.numPages);
    void (async () => {
      const pdfPage = await doc.getPage(shown);
      const width = target.parentElement?.clientWidth ?? 640;
      const base = pdfPage.getViewport({ scale: 1 });
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      await pdfPage.render({ canvas: target, viewport }).promise;
      const content = await pdfPage.getTextContent();
      if (cancelled) return;
      setText(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
      report({ page: shown });
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [doc, page, report]);

  if (failed) {
    return (
      <p className={styles.notice} role="alert">
        {t('learn.pdfFailed')}{' '}
        {resource.mediaUrl ? <a href={resource.mediaUrl}>{t('learn.pdfOpen')}</a> : null}
      </p>
    );
  }
  return (
    <div className={styles.pdf}>
      <div className={styles.pdfBar}>
        <button type="button" disabled={!doc || page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          {t('learn.pdfPrevious')}
        </button>
        <span role="status" aria-live="polite" data-testid="pdf-page">
          {doc ? t('learn.pdfPage', { page: Math.min(page, pages), pages }) : t('learn.pdfLoading')}
        </span>
        <button
          type="button"
          disabled={!doc || page >= pages}
          onClick={() => setPage((p) => Math.min(pages, p + 1))}
        >
          {t('learn.pdfNext')}
        </button>
      </div>
      <div className={styles.pdfPage}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <section className="sr-only" aria-label={t('learn.pdfText')}>
        {text}
      </section>
    </div>
  );
}
