/** JSX for the media-chrome custom elements the video player uses (issue 23). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type MediaChromeElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  seekoffset?: string;
  rates?: string;
  showduration?: boolean;
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
      'media-time-display': MediaChromeElement;
      'media-mute-button': MediaChromeElement;
      'media-playback-rate-button': MediaChromeElement;
      'media-captions-button': MediaChromeElement;
      'media-fullscreen-button': MediaChromeElement;
    }
  }
}
