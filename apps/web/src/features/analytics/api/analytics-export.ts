import type { AnalyticsRange } from '@sparklink/contract';
import { networkError, readEnvelope } from '../../../lib/api-client';
import { readToken } from '../../../lib/session/session-storage';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** `filename="analytics-30d-2025-06-02.csv"` → the name; the server always sends one (api-contract §7.3). */
function fileNameOf(disposition: string | null, range: AnalyticsRange): string {
  const match = disposition?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ?? `analytics-${range}.csv`;
}

/**
 * GET /api/analytics/export: CSV bytes, not an envelope, so not through `api()`. A refusal (403
 * PLAN_LIMIT, 401) answers with the JSON envelope; reading it throws the ApiError.
 */
export async function fetchAnalyticsCsv(range: AnalyticsRange): Promise<ExportedFile> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api/analytics/export?range=${range}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) await readEnvelope<never>(response, Boolean(token));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition'), range) };
}
