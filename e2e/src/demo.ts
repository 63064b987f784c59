/** Stable ids of the demo data (README "Demo data"). */
export const DEMO = {
  academy: '1000000000000000001',
  subSchool: '1000000000000000011',
  closedSchool: '1000000000000000002',
  o3School: '1000000000000000003',
  exclusiveSchool: '1000000000000000004',
} as const;

/** Reads a JSON API answer of the running server (the same data the page must show). */
export async function api<T>(origin: string, path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}
