import { RESUME_FIELD, type ResumeInfo } from '@sparklink/contract';
import { useCallback, useState } from 'react';
import { uploadFile } from '../../../lib/upload';
import { useRefreshResume } from './resume-mutations';

/** Sends the PDF with upload progress; the answer is the new ResumeInfo. */
export function useResumeUpload() {
  const refresh = useRefreshResume();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File) => {
      setProgress(0);
      try {
        const { data } = await uploadFile<ResumeInfo>('/resume/upload', {
          field: RESUME_FIELD,
          file,
          onProgress: setProgress,
        });
        void refresh(data);
        return data;
      } finally {
        setProgress(null);
      }
    },
    [refresh],
  );

  return { progress, upload };
}
