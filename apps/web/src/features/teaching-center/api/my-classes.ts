/** The member's side (issue 26): their classes, one class's page and their class tasks. */
import { CLASSES_API_PATHS, apiPath } from '@portico/contracts';
import type { ClassDetail, ClassList, ClassTaskList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const P = CLASSES_API_PATHS;

export function useMyClasses(schoolId: string) {
  return useQuery({
    queryKey: ['my-classes', schoolId] as const,
    queryFn: ({ signal }) => apiRequest<ClassList>(apiPath(P.myClasses, { schoolId }), { signal }),
  });
}

export function useMyClass(schoolId: string, classId: string) {
  return useQuery({
    queryKey: ['my-class', schoolId, classId] as const,
    queryFn: ({ signal }) => apiRequest<ClassDetail>(apiPath(P.myClass, { schoolId, classId }), { signal }),
    retry: false,
  });
}

export function useMyClassTasks(schoolId: string) {
  return useQuery({
    queryKey: ['my-class-tasks', schoolId] as const,
    queryFn: ({ signal }) => apiRequest<ClassTaskList>(apiPath(P.myTasks, { schoolId }), { signal }),
  });
}
