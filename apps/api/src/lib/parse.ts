import { toFieldErrors } from '@sparklink/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses request input with a contract schema; failures become VALIDATION_ERROR with paths. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'Invalid input', { errors });
}
