import type { FastifyInstance } from 'fastify';

/** Upload endpoints share one allowance: 60 per hour per user (api-contract §1.7). */
const uploadAllowance = (userId: string) => ({ key: `upload:${userId}`, max: 60, windowMs: 60 * 60_000 });

/** Counts one upload; 429 once the hour's allowance is used up. */
export function consumeUploadQuota(app: FastifyInstance, userId: string): Promise<void> {
  return app.rateLimiter.consume(uploadAllowance(userId));
}

/**
 * Counts one image an import decodes against the same allowance, never refusing: the import was
 * let in while the allowance had room and finishes what it started, and whatever it decoded past
 * the 60 holds the account's next uploads and imports until the hour is over (decision 035).
 */
export async function spendUploadAllowance(app: FastifyInstance, userId: string): Promise<void> {
  await app.rateLimiter.allow(uploadAllowance(userId));
}
