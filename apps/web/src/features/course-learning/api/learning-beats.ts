/**
 * `POST /api/course/v1/learning/beats` (issue 23): one heartbeat of a viewing. Beats are cumulative for the
 * viewing (its played ranges and active seconds so far), so a lost or repeated one does no harm; on `pagehide`
 * the last one goes as a beacon, which the browser delivers after the page is gone.
 */
import { LEARNING_API_PATHS, apiPath } from '@portico/contracts';
import type { LearningBeat, LearningBeatResult } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

const BEATS_PATH = apiPath(LEARNING_API_PATHS.beats);

export function sendBeat(schoolId: string, beat: LearningBeat): Promise<LearningBeatResult> {
  return apiRequest<LearningBeatResult>(BEATS_PATH, { method: 'POST', query: { schoolId }, json: beat });
}

/** Fire-and-forget delivery that survives the page closing; false when the browser would not queue it. */
export function beaconBeat(schoolId: string, beat: LearningBeat): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify(beat)], { type: 'application/json' });
  return navigator.sendBeacon(`${BEATS_PATH}?schoolId=${encodeURIComponent(schoolId)}`, body);
}
