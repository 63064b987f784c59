/**
 * The banner's motion (lazy chunk, see banner-carousel.tsx): one slide at a time, previous/next, and a Pause/Play
 * button. Auto-advance only when the visitor has not asked for reduced motion, and it stops while the pointer or
 * keyboard focus is inside (WAI-ARIA carousel pattern); a slide change is announced politely, never while it
 * rotates on its own.
 */
import type { PortalModuleView } from '@portico/contracts';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { BannerSlide } from './banner-slide.tsx';
import styles from './portal-pages.module.css';

export interface CarouselMotionProps {
  slides: NonNullable<PortalModuleView['slides']>;
  eager: boolean;
}

const ADVANCE_MS = 6_000;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function CarouselMotion({ slides, eager }: CarouselMotionProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [held, setHeld] = useState(false);
  const total = slides.length;
  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing, held, total]);
  const go = (next: number) => {
    setIndex((next + total) % total);
  };
  return (
    <div
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setPlaying((p) => !p)}
          aria-label={playing ? t('portalPages.pause') : t('portalPages.play')}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index - 1)}
          aria-label={t('portalPages.previous')}
        >
          <span aria-hidden="true" className={styles.flip}>
            ‹
          </span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index + 1)}
          aria-label={t('portalPages.next')}
        >
          <span aria-hidden="true" className={styles.flip}>
            ›
          </span>
        </button>
      </div>
      {/* A live region only while the user holds the carousel (pointer or focus in it): its slide changes are then
          theirs to hear. An [aria-live] anywhere keeps its ancestors out of a modal's aria-hidden (the library
          Radix and our menus use), so a standing one would leave <main> usable behind the phone menu drawer. */}
      <div aria-live={held ? 'polite' : undefined}>
        <BannerSlide slide={slides[index]!} eager={eager} index={index} total={total} />
      </div>
    </div>
  );
}
