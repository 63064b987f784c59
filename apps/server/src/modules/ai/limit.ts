/**
 * Questions per user and minute (a configured model costs the school money; the catalogue search has its own
 * cost): a fixed window in this process. Enough for one instance; several instances each allow this many.
 */
const WINDOW_MS = 60_000;
export const AI_QUESTIONS_PER_MINUTE = 20;

const windows = new Map<string, { start: number; count: number }>();

/** True when the user may ask now (and counts the question). */
export function takeQuestion(userId: string, now = Date.now()): boolean {
  const current = windows.get(userId);
  if (!current || now - current.start >= WINDOW_MS) {
    if (windows.size > 10_000) windows.clear();
    windows.set(userId, { start: now, count: 1 });
    return true;
  }
  current.count += 1;
  return current.count <= AI_QUESTIONS_PER_MINUTE;
}
