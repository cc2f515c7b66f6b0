import type { ApiResponse, ErrorCode, FieldError, Tier } from '@sparklink/contract';
import { translator } from '../i18n/use-t';
import { readToken } from './session/session-storage';

/**
 * An error answer from the API, carrying the contract's code and its display-ready message: the
 * server's message (and each field's) in the reader's language when it is one of the contract's,
 * as the server wrote it otherwise (decision 026). The code stays as sent, for the code to branch on.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly errors: FieldError[] = [],
    readonly requiredTier?: Exclude<Tier, 'STARTER'>,
  ) {
    super(message);
  }
}

let onUnauthorized: (() => void) | undefined;

/** The session registers here so that any 401 on an authenticated call signs the user out. */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  message?: string;
}

/** Calls `/api{path}` with the stored Bearer token and unwraps the envelope. */
export async function api<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      signal: options.signal,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw networkError();
  }
  return readEnvelope<T>(response, Boolean(token));
}

/** The error for a request that never got an answer (offline, DNS, connection reset). */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', translator().t('common.api.networkError'));
}

export async function readEnvelope<T>(response: Response, sentToken: boolean): Promise<ApiResult<T>> {
  const body = (await response.json().catch(() => null)) as ApiResponse<T> | null;
  const { t, message } = translator();
  if (response.ok && body?.status === 'SUCCESS')
    return { data: body.data, message: body.message === undefined ? undefined : message(body.message) };
  if (response.status === 401 && sentToken) onUnauthorized?.();
  if (body?.status === 'ERROR') {
    const errors = body.errors?.map((error) => ({ ...error, message: message(error.message) }));
    throw new ApiError(response.status, body.code, message(body.message), errors, body.requiredTier);
  }
  throw new ApiError(response.status, 'INTERNAL', t('common.api.requestFailed', { status: response.status }));
}

/**
 * The message to show for a failed call: the server's, else the error's own, else the fallback, in
 * the active language. The fallback is a contract message, and so may be an error's own (a check
 * that throws one); a server's message arrives translated and passes unchanged.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const { message } = translator();
  if (error instanceof Error && error.message) return message(error.message);
  return message(fallback);
}
