import { NO_RESUME, type ResumeInfo, type ResumeSettings } from '@sparklink/contract';
import { api, ApiError, networkError, readEnvelope } from '../../../lib/api-client';
import { readToken } from '../../../lib/session/session-storage';

/** The owner resume API (api-contract §6). */
export const resumeKeys = {
  info: ['resume', 'info'] as const,
};

export async function fetchResumeInfo(signal?: AbortSignal): Promise<ResumeInfo> {
  try {
    return (await api<ResumeInfo>('GET', '/resume/info', { signal })).data;
  } catch (error) {
    // Spec 2 §7: a 404 means there is no resume, not that loading failed.
    if (error instanceof ApiError && error.status === 404) return NO_RESUME;
    throw error;
  }
}

export async function updateResumeSettings(body: ResumeSettings): Promise<ResumeSettings> {
  return (await api<ResumeSettings>('PUT', '/resume/settings', { body })).data;
}

export async function deleteResume(): Promise<void> {
  await api<null>('DELETE', '/resume');
}

/** GET /api/resume/download: the owner's own PDF as a blob (not an envelope, so not via `api()`). */
export async function downloadOwnResume(): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch('/api/resume/download', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  // A failure answers with the JSON envelope; reading it throws the ApiError (and signs out on 401).
  if (!response.ok) await readEnvelope<never>(response, Boolean(token));
  return response.blob();
}
