import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image.ts';

/** Feedback screenshots: the uploaded file as the server describes it (lib/upload-image.ts). */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
