/** The console's learning-path calls (issue 26 item 5): list with the editor's options, save whole, delete. */
import {
  LEARNING_PATHS_API_PATHS,
  apiPath,
  type LearningPath,
  type LearningPathBody,
  type LearningPathList,
} from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export const listPaths = (schoolId: string) =>
  apiRequest<LearningPathList>(apiPath(LEARNING_PATHS_API_PATHS.paths, { schoolId }));

export function savePath(schoolId: string, pathId: string | null, body: LearningPathBody) {
  return pathId
    ? apiRequest<LearningPath>(apiPath(LEARNING_PATHS_API_PATHS.path, { schoolId, pathId }), {
        method: 'PUT',
        json: body,
      })
    : apiRequest<LearningPath>(apiPath(LEARNING_PATHS_API_PATHS.paths, { schoolId }), {
        method: 'POST',
        json: body,
      });
}

export const deletePath = (schoolId: string, pathId: string) =>
  apiRequest<null>(apiPath(LEARNING_PATHS_API_PATHS.path, { schoolId, pathId }), { method: 'DELETE' });
