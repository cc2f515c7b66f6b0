import { formatIssuePath, MESSAGES, toFieldErrors } from '@sparklink/contract';
import type { z } from 'zod';
import { AppError, invalidField } from './app-error';

/** Parses request input with a contract schema; failures become VALIDATION_ERROR with paths. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = toFieldErrors(result.error);
    throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'Invalid input', { errors });
  }
  const unstorable = findUnstorableText(result.data);
  if (unstorable !== undefined) throw invalidField(unstorable, MESSAGES.invalidCharacters);
  return result.data;
}

/**
 * How every route reads its JSON body. A body that is missing or is not a JSON object (`null`,
 * `[]`, a string) reads as `{}`, so the answer names the first missing field in its own words
 * instead of "expected object" (api-contract §1.2: a message the client can show as it is).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  return parseInput(schema, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
}

/**
 * NUL and unpaired surrogates. No one types them, and PostgreSQL refuses them (NUL in any text,
 * both in jsonb), which turned a request carrying one into a 500 (found by the fuzz suite).
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

interface Visit {
  value: unknown;
  key?: PropertyKey;
  parent?: Visit;
}

const pathOf = (visit: Visit): string => {
  const keys: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key!);
  return formatIssuePath(keys.reverse());
};

/**
 * The path of the first string (value or key) in `value` that holds unstorable text, else
 * undefined. Walked with a list, not recursion: a 256 KB body can nest 100,000 levels deep.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (UNSTORABLE.test(visit.value)) return pathOf(visit);
    } else if (visit.value && typeof visit.value === 'object') {
      const isArray = Array.isArray(visit.value);
      for (const [key, child] of Object.entries(visit.value)) {
        const at: Visit = { value: child, key: isArray ? Number(key) : key, parent: visit };
        if (UNSTORABLE.test(key)) return pathOf(at);
        pending.push(at);
      }
    }
  }
  return undefined;
}
