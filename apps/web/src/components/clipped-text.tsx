import { truncateDisplay } from '@portico/core';

/**
 * User-supplied display text cut by spec §5's width rule (characters above code 255 count 2, an ellipsis past
 * `width`). Cut text shows the short form (the full one as its tooltip) while assistive technology reads the whole
 * text, so a link or heading keeps its full accessible name.
 */
export function ClippedText({ text, width }: { text: string; width: number }) {
  const short = truncateDisplay(text, width);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text} data-clipped="">
        {short}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}
