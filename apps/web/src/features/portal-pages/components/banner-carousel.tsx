/**
 * Issue 27: the banner carousel. Server-rendered as its first slide with its size reserved (width/height stored
 * at save time: no layout shift) and the image resized through the spec's width query parameter. The motion —
 * auto-advance, pause/play, previous/next — is `carousel-motion.tsx`, a lazy chunk imported only once the banner
 * is on screen, so the home page's entry script does not carry it. It never auto-advances when the visitor asked
 * for reduced motion (prefers-reduced-motion), and Pause is always there (WCAG 2.2.2).
 */
import type { PortalModuleView } from '@portico/contracts';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { BannerSlide } from './banner-slide.tsx';
import type { CarouselMotionProps } from './carousel-motion.tsx';
import styles from './portal-pages.module.css';

export function BannerCarousel({ module, eager }: { module: PortalModuleView; eager: boolean }) {
  const slides = module.slides ?? [];
  const ref = useRef<HTMLElement>(null);
  const [Motion, setMotion] = useState<ComponentType<CarouselMotionProps> | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || slides.length < 2) return;
    const load = () => void import('./carousel-motion.tsx').then((m) => setMotion(() => m.CarouselMotion));
    if (typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [slides.length]);
  if (slides.length === 0) return null;
  const title = module.title || null;
  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-roledescription="carousel"
      {...(title ? { 'aria-label': title } : {})}
    >
      {Motion ? (
        <Motion slides={slides} eager={eager} />
      ) : (
        <BannerSlide slide={slides[0]!} eager={eager} index={0} total={slides.length} />
      )}
    </section>
  );
}
