import type { FastifyInstance } from 'fastify';
import type { Coordination } from './coordination';
import { MemoryCoordination } from './memory-coordination';
import { RedisCoordination } from './redis-coordination';

export type { Coordination, RenderTicket, Signal } from './coordination';
export { MemoryCoordination } from './memory-coordination';

declare module 'fastify' {
  interface FastifyInstance {
    coordination: Coordination;
  }
}

/** Decorates `app.coordination`: Redis when REDIS_URL is set (several processes), else memory. */
export function registerCoordination(app: FastifyInstance): void {
  const coordination: Coordination = app.config.redisUrl
    ? new RedisCoordination(app.config.redisUrl, app.log)
    : new MemoryCoordination();
  app.decorate('coordination', coordination);
  app.addHook('onReady', () => coordination.ready());
  app.addHook('onClose', () => coordination.close());
}
