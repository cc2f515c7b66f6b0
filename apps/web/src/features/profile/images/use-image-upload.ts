import { useCallback, useEffect, useState } from 'react';
import { uploadFile } from '../../../lib/upload';

interface ImageUploadState {
  /** A local preview of the file being sent, shown until the upload ends. */
  preview: string | null;
  /** 0–100 while sending, null otherwise. */
  progress: number | null;
  upload: (file: File) => Promise<string>;
}

/** Sends one image to an upload endpoint and answers with the stored image's URL. */
export function useImageUpload(path: string): ImageUploadState {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = useCallback(
    async (file: File) => {
      setPreview(URL.createObjectURL(file));
      setProgress(0);
      try {
        const { data } = await uploadFile<{ imageUrl: string }>(path, {
          field: 'image',
          file,
          onProgress: setProgress,
        });
        return data.imageUrl;
      } finally {
        setPreview(null);
        setProgress(null);
      }
    },
    [path],
  );

  return { preview, progress, upload };
}
