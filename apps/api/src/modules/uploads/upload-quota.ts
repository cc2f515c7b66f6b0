import type { FastifyInstance } from 'fastify';

/** Upload endpoints share one allowance: 60 per hour per user (api-contract §1.7). */
export function consumeUploadQuota(app: FastifyInstance, userId: string): Promise<void> {
  return app.rateLimiter.consume({ key: `upload:${userId}`, max: 60, windowMs: 60 * 60_000 });
}
