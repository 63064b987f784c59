/** The teaching center's calls (issue 26): CLASSES_API_PATHS, the lecturer's side. */
import { CLASSES_API_PATHS, apiPath } from '@portico/contracts';
import type {
  AssignableList,
  AssignmentBody,
  CandidateList,
  ClassBody,
  ClassDetail,
  ClassList,
  MemberAddResult,
} from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const P = CLASSES_API_PATHS;

export const classKeys = {
  list: (schoolId: string) => ['classes', schoolId] as const,
  detail: (schoolId: string, classId: string) => ['class', schoolId, classId] as const,
};

export function useClassList(schoolId: string) {
  return useQuery({
    queryKey: classKeys.list(schoolId),
    queryFn: ({ signal }) => apiRequest<ClassList>(apiPath(P.classes, { schoolId }), { signal }),
  });
}

export function useClassDetail(schoolId: string, classId: string | null) {
  return useQuery({
    queryKey: classKeys.detail(schoolId, classId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ClassDetail>(apiPath(P.class, { schoolId, classId: classId ?? '' }), { signal }),
    enabled: classId !== null,
  });
}

export const createClass = (schoolId: string, body: ClassBody) =>
  apiRequest<ClassDetail>(apiPath(P.classes, { schoolId }), { method: 'POST', json: body });

export const updateClass = (schoolId: string, classId: string, body: ClassBody) =>
  apiRequest<ClassDetail>(apiPath(P.class, { schoolId, classId }), { method: 'PUT', json: body });

export const addMembers = (schoolId: string, classId: string, userIds: string[]) =>
  apiRequest<MemberAddResult>(apiPath(P.members, { schoolId, classId }), {
    method: 'POST',
    json: { userIds },
  });

export const addMemberCsv = (schoolId: string, classId: string, csv: string) =>
  apiRequest<MemberAddResult>(apiPath(P.memberCsv, { schoolId, classId }), { method: 'POST', json: { csv } });

export const removeMember = (schoolId: string, classId: string, userId: string) =>
  apiRequest<{ removed: boolean }>(apiPath(P.member, { schoolId, classId, userId }), { method: 'DELETE' });

export const searchCandidates = (schoolId: string, keyword: string) =>
  apiRequest<CandidateList>(apiPath(P.candidates, { schoolId }), { query: { keyword } });

export function useAssignables(schoolId: string, keyword: string) {
  return useQuery({
    queryKey: ['class-assignables', schoolId, keyword] as const,
    queryFn: ({ signal }) =>
      apiRequest<AssignableList>(apiPath(P.assignables, { schoolId }), { query: { keyword }, signal }),
  });
}

export const assign = (schoolId: string, classId: string, body: AssignmentBody) =>
  apiRequest<ClassDetail>(apiPath(P.assignments, { schoolId, classId }), { method: 'POST', json: body });

export const unassign = (schoolId: string, classId: string, assignmentId: string) =>
  apiRequest<ClassDetail>(apiPath(P.assignment, { schoolId, classId, assignmentId }), { method: 'DELETE' });
