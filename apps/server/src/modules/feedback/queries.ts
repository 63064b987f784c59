import { CLIENT_TYPE } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { FeedbackFields } from './validation.ts';

export async function insertFeedback(
  db: Kysely<Database>,
  input: FeedbackFields & { school_id: string; user_id: string; user_name: string; school_name: string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('feedback')
    .values({ ...input, id, client_type: CLIENT_TYPE, created_at: new Date().toISOString() })
    .execute();
  return id;
}
