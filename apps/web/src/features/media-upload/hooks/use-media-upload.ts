/**
 * One resumable upload (issue 25) with tus-js-client: chunks of MEDIA_LIMITS.CHUNK_BYTES, automatic retries, and
 * a fingerprint per school + kind + file (name, size, last change) kept in local storage, so the same file picked
 * again — after a broken connection or a page reload — continues from the server's offset (`findPreviousUploads`)
 * instead of starting over. When the last chunk is in, the finished upload's MediaRef is read from the server.
 */
import { MEDIA_UPLOADS_API_PATHS, apiPath, type MediaKind, type MediaRef } from '@portico/contracts';
import { MEDIA_LIMITS } from '@portico/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DetailedError, Upload } from 'tus-js-client';
import { apiRequest } from '@/lib/api-client.ts';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'checking' | 'done' | 'failed';

export interface UploadProblem {
  /** The server's error code (translated as errors.<CODE>), or a local reason. */
  code: string | null;
  reason: 'tooLarge' | 'network' | 'server';
  details?: Record<string, unknown>;
}

/** The error envelope tus answered with, if it carried one. */
function problemOf(error: unknown): UploadProblem {
  if (error instanceof DetailedError && error.originalResponse) {
    try {
      const body = JSON.parse(error.originalResponse.getBody()) as {
        errorCode?: string;
        details?: Record<string, unknown>;
      };
      if (body.errorCode)
        return { code: body.errorCode, reason: 'server', ...(body.details ? { details: body.details } : {}) };
    } catch {
      // Not our envelope (a proxy's page): a server problem without a code.
    }
    return { code: null, reason: 'server' };
  }
  return { code: null, reason: 'network' };
}

export function useMediaUpload(schoolId: string, kind: MediaKind, onDone: (ref: MediaRef) => void) {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [sent, setSent] = useState({ bytes: 0, total: 0 });
  const [resumed, setResumed] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => () => void uploadRef.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      setProblem(null);
      setResumed(false);
      const max = MEDIA_LIMITS.MAX_BYTES[kind];
      if (file.size > max) {
        setPhase('failed');
        setProblem({ code: 'MEDIA_TOO_LARGE', reason: 'tooLarge', details: { max } });
        return;
      }
      setSent({ bytes: 0, total: file.size });
      const upload = new Upload(file, {
        endpoint: apiPath(MEDIA_UPLOADS_API_PATHS.uploads, { schoolId }),
        chunkSize: MEDIA_LIMITS.CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        metadata: { filename: file.name, kind },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        fingerprint: async (picked) =>
          ['portico-media', schoolId, kind, picked.name, picked.size, picked.lastModified].join(':'),
        onProgress: (bytes, total) => setSent({ bytes, total }),
        onError: (error) => {
          setPhase('failed');
          setProblem(problemOf(error));
        },
        onSuccess: () => {
          setPhase('checking');
          apiRequest<MediaRef>(`${upload.url ?? ''}/media`)
            .then((ref) => {
              setPhase('done');
              onDoneRef.current(ref);
            })
            .catch(() => {
              setPhase('failed');
              setProblem({ code: null, reason: 'server' });
            });
        },
      });
      uploadRef.current = upload;
      const previous = await upload.findPreviousUploads();
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) {
        upload.resumeFromPreviousUpload(latest);
        setResumed(true);
      }
      setPhase('uploading');
      upload.start();
    },
    [schoolId, kind],
  );

  const pause = useCallback(() => {
    void uploadRef.current?.abort();
    setPhase('paused');
  }, []);

  const resume = useCallback(() => {
    setProblem(null);
    setPhase('uploading');
    uploadRef.current?.start();
  }, []);

  return { phase, sent, resumed, problem, start, pause, resume };
}
