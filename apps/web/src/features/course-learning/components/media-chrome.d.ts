/** JSX for the media-chrome custom elements the video player uses (issue 23). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type MediaChromeElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  seekoffset?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaChromeElement;
      'media-control-bar': MediaChromeElement;
      'media-play-button': MediaChromeElement;
      'media-seek-backward-button': MediaChromeElement;
      'media-seek-forward-button': MediaChromeElement;
      'media-time-range': MediaChromeElement;
      'media-mute-button': MediaChromeElement;
      'media-fullscreen-button': MediaChromeElement;
    }
  }
}
