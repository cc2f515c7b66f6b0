import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox } from './mail-outbox';

/**
 * Retries the outbox on an interval. A pass never overlaps the previous one, and the timer
 * does not keep the process alive; `stop()` waits for a running pass to finish.
 */
export function startOutboxWorker(outbox: MailOutbox, intervalMs: number, log: FastifyBaseLogger) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = outbox
      .deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker pass failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();

  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
