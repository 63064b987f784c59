/** Who may read and mark messages: only their owner, in the school the request names (issue 11 §1). */
import type { FastifyRequest } from 'fastify';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import type { MessageScope } from './queries.ts';

/**
 * The viewer's own messages in the request's school. A `userId` header (spec §7 "headers tenantId, userId") that
 * names someone else is refused: the session decides whose messages these are, never the request.
 */
export function ownMessages(request: FastifyRequest): MessageScope {
  const viewer = currentViewer(request);
  const claimed = request.headers.userid;
  if (typeof claimed === 'string' && claimed !== '' && claimed !== viewer.userId) {
    throw fail('USER_ID_MISMATCH', 'userId does not match the session');
  }
  return { schoolId: tenantSchool(request).id, userId: viewer.userId };
}
