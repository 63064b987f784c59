import type { NavDocProblem } from '@portico/core';
import { ApiError } from '@/lib/api-client.ts';

/** The rows to open so every problem's input is visible: each `…pages.N` / `…menus.N` prefix of its path. */
export function rowsToOpen(problems: NavDocProblem[]): string[] {
  const keys = new Set<string>();
  for (const { path } of problems) {
    const parts = path.split('.');
    for (let i = 0; i < parts.length - 1; i++) {
      if (['pages', 'children', 'menus'].includes(parts[i] ?? '') && /^\d+$/.test(parts[i + 1] ?? '')) {
        keys.add(parts.slice(0, i + 2).join('.'));
      }
    }
  }
  return [...keys];
}

/** The server's VALIDATION_FAILED problems (details.problems, else details.field/reason), in core's shape. */
export function serverProblems(error: unknown): NavDocProblem[] {
  if (!(error instanceof ApiError) || error.errorCode !== 'VALIDATION_FAILED') return [];
  const details = (error.details ?? {}) as { problems?: NavDocProblem[]; field?: string; reason?: string };
  if (Array.isArray(details.problems)) return details.problems;
  return details.field && details.reason
    ? [{ path: details.field, rule: details.reason as NavDocProblem['rule'] }]
    : [];
}
