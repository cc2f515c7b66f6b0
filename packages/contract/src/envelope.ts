/** The response envelope every JSON endpoint uses (api-contract §1.2). */

export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  EMAIL_NOT_VERIFIED: 403,
  /** An account-level change asked without a fresh proof of identity (decision 034). */
  REAUTHENTICATION_REQUIRED: 403,
  PASSWORD_REQUIRED: 403,
  INVALID_PASSWORD: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_ERROR: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  path: string;
  message: string;
}

export interface ApiSuccess<T> {
  status: 'SUCCESS';
  message?: string;
  data: T;
}

export interface ApiFailure {
  status: 'ERROR';
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  requiredTier?: 'RISE' | 'BLAZE';
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
