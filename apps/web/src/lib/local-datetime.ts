/**
 * `<input type="datetime-local">` speaks the browser's local time without a zone; the API speaks ISO 8601 UTC.
 * These convert both ways (an unparsable value gives '' so the form can say so).
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
