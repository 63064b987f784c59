import {
  CONSOLE_SCHOOLS_API_PATHS,
  consoleTail,
  type Invite,
  type MemberPage,
  type MemberRow,
  type MembersFilter,
} from '@portico/contracts';
import type { ConsoleRole } from '@portico/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

type Members = MemberPage;

/** GET /api/console/{id}/members: one page of the school's own members (search by name, e-mail, mobile). */
export function useMembers(schoolId: string, filter: MembersFilter, initial: Members | null) {
  const same = initial !== null && !filter.q && (filter.page ?? 1) === 1;
  return useQuery({
    queryKey: ['console', schoolId, 'members', filter],
    queryFn: () =>
      consoleGet<Members>(schoolId, consoleTail(CONSOLE_SCHOOLS_API_PATHS.members), {
        q: filter.q,
        page: filter.page,
      }),
    ...(same ? { initialData: initial } : {}),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/console/{id}/invites: the open invite codes (same 'members' version). */
export function useInvites(schoolId: string) {
  return useQuery({
    queryKey: ['console', schoolId, 'invites'],
    queryFn: () =>
      consoleGet<VersionedData<Invite[]>>(schoolId, consoleTail(CONSOLE_SCHOOLS_API_PATHS.invites)),
  });
}

/**
 * Member writes (role, remove, invite create/revoke) share the 'members' version: each sends the newest version
 * this page saw, and on success every members/invites query reloads.
 */
export function useMemberWrite(schoolId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { tail: string; data: unknown; method: 'PUT' | 'POST' | 'DELETE' }) =>
      consoleSave<unknown, MemberRow | Invite | { removed: number }>(
        schoolId,
        input.tail,
        version,
        input.data,
        input.method,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', schoolId] }),
  });
}

export const roleWrite = (userId: string, role: ConsoleRole) => ({
  tail: consoleTail(CONSOLE_SCHOOLS_API_PATHS.member, { userId }),
  data: { role },
  method: 'PUT' as const,
});
/** Issue 25: the member's `creator` flag (lecturers and admins create courses without it). */
export const creatorWrite = (userId: string, creator: boolean) => ({
  tail: consoleTail(CONSOLE_SCHOOLS_API_PATHS.memberCreator, { userId }),
  data: { creator },
  method: 'PUT' as const,
});
export const removeWrite = (userId: string) => ({
  tail: consoleTail(CONSOLE_SCHOOLS_API_PATHS.member, { userId }),
  data: {},
  method: 'DELETE' as const,
});
export const inviteWrite = (days: number) => ({
  tail: consoleTail(CONSOLE_SCHOOLS_API_PATHS.invites),
  data: { days },
  method: 'POST' as const,
});
export const revokeWrite = (id: string) => ({
  tail: consoleTail(CONSOLE_SCHOOLS_API_PATHS.invite, { inviteId: id }),
  data: {},
  method: 'DELETE' as const,
});
