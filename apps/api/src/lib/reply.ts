import type { ApiSuccess } from '@sparklink/contract';

/** Builds the success envelope (api-contract §1.2). */
export function ok<T>(data: T, message?: string): ApiSuccess<T> {
  return message === undefined ? { status: 'SUCCESS', data } : { status: 'SUCCESS', message, data };
}
