/**
 * The video of a resource (issue 23 item 4): media-chrome's accessible control bar (keyboard play, seek, volume,
 * fullscreen; rate, captions and time in player-controls.tsx) around the native <video> with WebVTT tracks; the server answers range requests, so seeking
 * loads only what is needed. media-chrome defines custom elements, so it is imported in the browser only; the
 * server renders the same elements, which the browser upgrades when the module arrives.
 *
 * Played ranges are recorded from `timeupdate` while playing (a jump of more than a few seconds starts a new range),
 * and the position is reported only after playback began — a player that failed to load never reports 0.
 */
import { resumePosition, type PlayedRange } from '@portico/core';
import type { LearnResource } from '@portico/contracts';
import { useEffect, useRef } from 'react';
import { preload } from 'react-dom';
import { useT } from '@/i18n/use-t.ts';
import type { BeatReport } from '../hooks/use-learning-beats.ts';
import { PlayerControls } from './player-controls.tsx';
import styles from './learn.module.css';

/** Largest gap between two timeupdates of continuous play (they come every ~250 ms, at up to 2×). */
const CONTINUOUS_S = 3;

export function VideoPlayer({
  resource,
  report,
  poster = null,
}: {
  resource: LearnResource;
  report: (r: BeatReport) => void;
  /**
   * Shown in the frame until the video plays (issue 28 item 4): without it the frame stays empty until the first
   * frame has downloaded and decoded — on a phone the page's largest paint, ≈ 2.7 s in Lighthouse's mobile run.
   */
  poster?: string | null;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  // The poster is the phone's largest paint: fetched from the document's head, not when the parser meets the video.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
  useEffect(() => {
    void import('./media-elements.ts').then(({ defineMediaElements }) => defineMediaElements());
  }, []);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const ranges: Array<[number, number]> = [];
    let current: [number, number] | null = null;
    let started = false;
    const resumeAt = resumePosition(resource.state.resumeSeconds, resource.durationSeconds ?? 0);
    const seekToResume = () => {
      if (resumeAt > 0 && element.currentTime < 1) element.currentTime = resumeAt;
    };
    const onTime = () => {
      if (element.paused || element.seeking) return;
      const now = element.currentTime;
      if (current && now >= current[1] && now - current[1] <= CONTINUOUS_S) current[1] = now;
      else {
        current = [now, now];
        ranges.push(current);
      }
      started = true;
      report({ position: now, played: ranges as PlayedRange[], playing: true });
    };
    const onStop = () => {
      current = null;
      if (started) report({ position: element.currentTime, played: ranges as PlayedRange[], playing: false });
    };
    const onEnded = () => {
      onStop();
      report({ reachedEnd: true });
    };
    if (element.readyState >= 1) seekToResume();
    element.addEventListener('loadedmetadata', seekToResume);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onStop);
    element.addEventListener('seeking', onStop);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('loadedmetadata', seekToResume);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('seeking', onStop);
      element.removeEventListener('ended', onEnded);
    };
  }, [report, resource.durationSeconds, resource.state.resumeSeconds]);

  return (
    <div className={styles.video}>
      <media-controller className={styles.player} aria-label={resource.title}>
        <video
          ref={video}
          slot="media"
          src={resource.mediaUrl ?? undefined}
          preload="metadata"
          poster={poster ?? undefined}
          playsInline
          crossOrigin="anonymous"
          data-testid="learn-video"
        >
          {resource.captions.map((track, index) => (
            <track
              key={track.url}
              kind="captions"
              src={track.url}
              srcLang={track.lang}
              label={track.label}
              default={index === 0}
            />
          ))}
        </video>
        <media-control-bar className={styles.controlBar}>
          <media-play-button />
          <media-seek-backward-button seekoffset="10" />
          <media-seek-forward-button seekoffset="10" />
          <media-time-range aria-label={t('learn.kind.video')} />
          <media-mute-button />
          <media-fullscreen-button />
        </media-control-bar>
      </media-controller>
      <PlayerControls video={video} />
    </div>
  );
}
