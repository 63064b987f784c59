/**
 * The library management calls of the creation center's libraries tab (issue 27): the school's libraries, one
 * library with its documents (asked again every few seconds while an Office document waits for its PDF), and the
 * writes — create, change (versioned: 409 EDIT_CONFLICT), add a finished upload, remove a document. Every write
 * answers the library afresh, which replaces the cached one.
 */
import {
  AUTHORING_API_PATHS,
  KNOWLEDGE_API_PATHS as PATHS,
  apiPath,
  type AuthoringOptions,
  type CreateLibraryInput,
  type KnowledgeLibrary,
  type KnowledgeLibraryDetail,
  type UpdateLibraryInput,
} from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

const CONVERTING_POLL_MS = 2000;

export const librariesKey = (schoolId: string) => ['knowledge', schoolId, 'libraries'] as const;
export const libraryKey = (schoolId: string, libId: string) =>
  ['knowledge', schoolId, 'library', libId] as const;

/** The school's languages (default first) for a library's title: the creation center's options call. */
export function useSchoolLanguages(schoolId: string) {
  return useQuery({
    queryKey: ['creation', schoolId, 'options'] as const,
    queryFn: ({ signal }) =>
      apiRequest<AuthoringOptions>(apiPath(AUTHORING_API_PATHS.options, { schoolId }), {
        headers: pageLanguageHeader(),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useLibraries(schoolId: string) {
  return useQuery({
    queryKey: librariesKey(schoolId),
    queryFn: ({ signal }) =>
      apiRequest<{ libraries: KnowledgeLibrary[] }>(apiPath(PATHS.libraries, { schoolId }), { signal }),
  });
}

export function useLibrary(schoolId: string, libId: string) {
  return useQuery({
    queryKey: libraryKey(schoolId, libId),
    queryFn: ({ signal }) =>
      apiRequest<KnowledgeLibraryDetail>(apiPath(PATHS.library, { schoolId, libId }), { signal }),
    // The converter works in the background: the state changes from `converting` without anyone writing.
    refetchInterval: (query) =>
      query.state.data?.documents.some((doc) => doc.preview === 'converting') ? CONVERTING_POLL_MS : false,
  });
}

/** A write that answers the library: the answer replaces the cached detail, the list's counts are asked again. */
function useLibraryWrite<V>(schoolId: string, write: (vars: V) => Promise<KnowledgeLibraryDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      client.setQueryData(libraryKey(schoolId, detail.library.libId), detail);
      void client.invalidateQueries({ queryKey: librariesKey(schoolId) });
    },
  });
}

export const useCreateLibrary = (schoolId: string) =>
  useLibraryWrite(schoolId, (input: CreateLibraryInput) =>
    apiRequest<KnowledgeLibraryDetail>(apiPath(PATHS.libraries, { schoolId }), {
      method: 'POST',
      json: input,
    }),
  );

export const useUpdateLibrary = (schoolId: string, libId: string) =>
  useLibraryWrite(schoolId, (input: UpdateLibraryInput) =>
    apiRequest<KnowledgeLibraryDetail>(apiPath(PATHS.library, { schoolId, libId }), {
      method: 'PUT',
      json: input,
    }),
  );

export const useAddDocument = (schoolId: string, libId: string) =>
  useLibraryWrite(schoolId, (input: { mediaId: string; folder: string }) =>
    apiRequest<KnowledgeLibraryDetail>(apiPath(PATHS.documents, { schoolId, libId }), {
      method: 'POST',
      json: input,
    }),
  );

export function useRemoveDocument(schoolId: string, libId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      apiRequest<{ documentId: string }>(apiPath(PATHS.document, { schoolId, libId, documentId }), {
        method: 'DELETE',
      }),
    onSuccess: ({ documentId }) => {
      client.setQueryData<KnowledgeLibraryDetail>(libraryKey(schoolId, libId), (detail) =>
        detail
          ? { ...detail, documents: detail.documents.filter((doc) => doc.documentId !== documentId) }
          : detail,
      );
      void client.invalidateQueries({ queryKey: librariesKey(schoolId) });
    },
  });
}
