import type { Bulletin } from '@portico/contracts';
import type { BulletinRow } from './queries.ts';

export function presentBulletin(row: BulletinRow | undefined): Bulletin | null {
  if (!row) return null;
  return {
    id: row.id,
    content: row.content,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
  };
}
