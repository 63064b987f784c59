import type { FastifyRequest } from 'fastify';

/** Who is asking. Sessions arrive with the identity issue; until then every caller is a visitor (null). */
export interface Viewer {
  userId: string;
  /** Schools the viewer is a valid member of. */
  memberSchoolIds: ReadonlySet<string>;
}

export function viewerOf(_request: FastifyRequest): Viewer | null {
  return null;
}
