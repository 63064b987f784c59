/**
 * What an audit entry changed, field by field: the top-level keys whose value differs between the before and after
 * snapshots (values shown as compact JSON). A snapshot that is not an object is one field named "value".
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) || !isRecord(after)) {
    const a = show(before ?? undefined);
    const b = show(after ?? undefined);
    return a === b ? [] : [{ field: 'value', before: a, after: b }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .map((field) => ({ field, before: show(before[field]), after: show(after[field]) }))
    .filter((change) => change.before !== change.after);
}
