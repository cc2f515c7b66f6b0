import { MESSAGES, type Health } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request) => {
    try {
      await pingDatabase(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError('UNAVAILABLE', MESSAGES.databaseDown);
    }
    const data: Health = {
      status: 'ok',
      database: 'ok',
      version: app.config.version,
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      timestamp: new Date().toISOString(),
    };
    return ok(data);
  });
}
