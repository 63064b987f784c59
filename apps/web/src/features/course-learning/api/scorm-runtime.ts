/**
 * The SCORM runtime's two calls (issue 25): the launch state (version, launch file, the CMI data saved last) and
 * a commit of the runtime's whole CMI object, which answers the resource's completion and the course's progress.
 */
import { MEDIA_UPLOADS_API_PATHS, apiPath } from '@portico/contracts';
import type { ScormCommitResult, ScormRuntimeState } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

const runtimePath = (schoolId: string, resourceId: string) =>
  apiPath(MEDIA_UPLOADS_API_PATHS.scormRuntime, { schoolId, resourceId });

export const loadScormState = (schoolId: string, resourceId: string) =>
  apiRequest<ScormRuntimeState>(runtimePath(schoolId, resourceId));

export const commitScorm = (schoolId: string, resourceId: string, cmi: Record<string, unknown>) =>
  apiRequest<ScormCommitResult>(runtimePath(schoolId, resourceId), { method: 'PUT', json: { cmi } });
