/** The school bulletin (spec §3 / §4, contracts.md §3). */
import { Type, type Static } from 'typebox';
import { SmallInt } from './primitives.ts';

export const BulletinSchema = Type.Object({
  id: Type.String(),
  content: Type.String(),
  startTime: Type.String({ description: 'ISO 8601' }),
  endTime: Type.String({ description: 'ISO 8601' }),
  status: SmallInt({ description: '1 = active' }),
});

export type Bulletin = Static<typeof BulletinSchema>;
