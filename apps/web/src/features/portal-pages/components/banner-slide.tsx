/** One banner slide: its image at its stored size (no layout shift), resized by width, optionally a link. */
import type { PortalModuleView } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { siteLink } from '../lib/site-link.ts';
import styles from './portal-pages.module.css';

type Slide = NonNullable<PortalModuleView['slides']>[number];

/** Spec §7 width query: our uploads scale down on the server (sharp, cached variants); other URLs are as given. */
const RESIZABLE = /^\/api\/files\//;
const WIDTHS = [400, 800, 1200, 1600] as const;

function sources(url: string): { src: string; srcSet?: string } {
  if (!RESIZABLE.test(url)) return { src: url };
  return {
    src: `${url}?width=1200`,
    srcSet: WIDTHS.map((w) => `${url}?width=${w} ${w}w`).join(', '),
  };
}

export function BannerSlide({
  slide,
  eager,
  index,
  total,
}: {
  slide: Slide;
  eager: boolean;
  index: number;
  total: number;
}) {
  const t = useT();
  const { lang } = useBootstrap();
  const image = (
    <img
      className={styles.slideImage}
      {...sources(slide.imageUrl)}
      sizes="(max-width: 1200px) 100vw, 1200px"
      width={slide.width}
      height={slide.height}
      alt={slide.alt}
      loading={eager && index === 0 ? 'eager' : 'lazy'}
      {...(eager && index === 0 ? { fetchPriority: 'high' as const } : {})}
    />
  );
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={t('portalPages.slideOf', { index: index + 1, total })}
    >
      {slide.link ? <a href={siteLink(slide.link, lang)}>{image}</a> : image}
    </div>
  );
}
