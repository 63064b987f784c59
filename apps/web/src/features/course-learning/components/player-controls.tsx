/**
 * Three controls of the video's bar written here rather than taken from media-chrome (issue 23 item 4): its
 * captions button sets aria-checked on a role=button, and its rate button and time display show text that their
 * aria-label does not contain (axe: aria-allowed-attr, label-content-name-mismatch — WCAG 4.1.2, 2.5.3). These are
 * a native select, a toggle button with aria-pressed, and the time as plain text (the time slider already tells
 * screen readers where playback is).
 */
import { useEffect, useState, type RefObject } from 'react';
import { useT } from '@/i18n/use-t.ts';
import styles from './learn.module.css';

const RATES = [0.75, 1, 1.25, 1.5, 2];

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function useVideoState(video: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState({ time: 0, duration: 0, rate: 1, captions: true });
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const update = () =>
      setState({
        time: element.currentTime,
        duration: element.duration,
        rate: element.playbackRate,
        captions: Array.from(element.textTracks).some((track) => track.mode === 'showing'),
      });
    const events = ['timeupdate', 'loadedmetadata', 'ratechange', 'durationchange'];
    for (const name of events) element.addEventListener(name, update);
    element.textTracks.addEventListener('change', update);
    // The server's <video> often has its metadata before the page hydrates: its loadedmetadata came too early.
    if (element.readyState >= 1) update();
    return () => {
      for (const name of events) element.removeEventListener(name, update);
      element.textTracks.removeEventListener('change', update);
    };
  }, [video]);
  return state;
}

/** Outside the component: the element is the browser's, not React state. */
function setRate(element: HTMLVideoElement | null, rate: number) {
  if (element) element.playbackRate = rate;
}

export function PlayerControls({ video }: { video: RefObject<HTMLVideoElement | null> }) {
  const t = useT();
  const state = useVideoState(video);
  const toggleCaptions = () => {
    const tracks = Array.from(video.current?.textTracks ?? []);
    const showing = tracks.some((track) => track.mode === 'showing');
    tracks.forEach((track, index) => {
      track.mode = !showing && index === 0 ? 'showing' : 'disabled';
    });
  };
  return (
    <div className={styles.extraControls}>
      <span className={styles.time} aria-hidden="true" data-testid="video-time">
        {clock(state.time)} / {clock(state.duration)}
      </span>
      <label className={styles.rate}>
        <span>{t('learn.playbackRate')}</span>
        <select
          value={String(state.rate)}
          onChange={(event) => {
            setRate(video.current, Number(event.target.value));
          }}
        >
          {RATES.map((rate) => (
            <option key={rate} value={String(rate)}>
              {rate}×
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.captions}
        aria-pressed={state.captions}
        onClick={toggleCaptions}
      >
        {t('learn.captions')}
      </button>
    </div>
  );
}
