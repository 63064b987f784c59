import { useCallback, useState, type ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  /** Shown when `src` is missing or fails to load (spec §8 "Broken course cover or avatar"). */
  fallback: string;
  alt: string;
};

/**
 * <img> that swaps to a default image on error. An image that already failed before hydration attached the
 * listener is caught by the ref check (complete but zero natural width).
 */
export function FallbackImage({ src, fallback, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const current = !src || failed ? fallback : src;
  const usingFallback = current === fallback;
  const checkLoaded = useCallback(
    (el: HTMLImageElement | null) => {
      if (el && !usingFallback && el.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
    },
    [usingFallback],
  );
  return (
    <img
      {...rest}
      ref={checkLoaded}
      src={current}
      alt={alt}
      onError={usingFallback ? undefined : () => setFailed(true)}
    />
  );
}
