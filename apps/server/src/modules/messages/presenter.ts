import type { Message, MessageList } from '@portico/contracts';
import type { MessageRow } from './queries.ts';

/** Stored params are a JSON object of strings; anything else is shown without them. */
function parseParams(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    link: row.link,
    params: parseParams(row.params),
    read: row.read_at !== null,
    createdTime: row.created_at,
  };
}

export function presentMessageList(
  found: { rows: MessageRow[]; total: number },
  page: { page: number; pageSize: number },
  unreadCount: number,
): MessageList {
  return { records: found.rows.map(presentMessage), total: found.total, ...page, unreadCount };
}
