import type { FieldError } from '@sparklink/contract';
import { ApiError } from '../../../lib/api-client';

const FIELDS = new Set(['title', 'description', 'category', 'tags']);

/** A refused save's errors that belong to one of the form's fields (`tags[3]` counts as tags). */
export function itemFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.flatMap(({ path, message }) => {
    const field = path.replace(/\[\d+\]$/, '');
    return FIELDS.has(field) ? [{ path: field, message }] : [];
  });
}
