/**
 * Which draft field a refused save is about (issue 25): the server names it in `details.field` ('title',
 * 'chapters.0.resources.1.url'), so the form shows the message at that field as well as in the save bar.
 */
import { ApiError } from '@/lib/api-client.ts';

export function errorField(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null)
    return null;
  const field = (error.details as { field?: unknown }).field;
  return typeof field === 'string' ? field : null;
}
