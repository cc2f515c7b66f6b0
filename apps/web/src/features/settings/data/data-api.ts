import { IMPORT_ARCHIVE_FIELD, type ImportResult } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkError, readEnvelope } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { readToken } from '../../../lib/session/session-storage';
import { uploadFile } from '../../../lib/upload';
import { useProof } from '../proof/proof-context';

export interface ExportedArchive {
  blob: Blob;
  fileName: string;
}

const FALLBACK_NAME = 'sparklink-export.zip';

/**
 * GET /api/account/export (decision 020): zip bytes, not an envelope, so not through `api()`. A
 * refusal (429, 401) answers with the JSON envelope; reading it throws the ApiError.
 */
export async function fetchExportArchive(): Promise<ExportedArchive> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/account/export', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) await readEnvelope<never>(response, Boolean(token));
  const match = response.headers.get('Content-Disposition')?.match(/filename="?([^";]+)"?/i);
  return { blob: await response.blob(), fileName: match?.[1] ?? FALLBACK_NAME };
}

export interface ImportOutcome {
  result: ImportResult;
  message: string;
}

/**
 * POST /api/account/import: the archive as multipart, with upload progress. Afterwards every
 * cached screen and the session's names are stale, so both are read again.
 */
export function useImportArchive(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const { withProof } = useProof();
  return useMutation({
    // Restoring overwrites the account: it asks who it is before the upload starts (decision 034).
    mutationFn: (file: File): Promise<ImportOutcome> =>
      withProof(async () => {
        const { data, message } = await uploadFile<ImportResult>('/account/import', {
          field: IMPORT_ARCHIVE_FIELD,
          file,
          onProgress,
        });
        return { result: data, message: message ?? '' };
      }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries(), refreshUser().catch(() => undefined)]);
    },
  });
}
