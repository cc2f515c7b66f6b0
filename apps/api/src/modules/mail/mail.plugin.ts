import type { FastifyInstance } from 'fastify';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import { MailOutbox } from './mail-outbox';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: MailOutbox;
  }
}

const WORKER_INTERVAL_MS = 15_000;

/**
 * Decorates `app.mailer` and `app.outbox` and runs the outbox worker while the app is up. On
 * close it lets deliveries in progress finish before the database closes (onClose hooks run in
 * reverse order, and the database's was added first).
 */
export function registerMail(app: FastifyInstance): void {
  const mailer = createMailer(app.config, app.log);
  const outbox = new MailOutbox(app.db, mailer, app.log, app.config.appOrigin);
  app.decorate('mailer', mailer);
  app.decorate('outbox', outbox);

  // The retry pass runs in one process at a time (rows are claimed one by one anyway).
  let worker: ReturnType<typeof scheduleJob> | undefined;
  app.addHook('onReady', async () => {
    worker = scheduleJob(app.db, app.log, {
      name: 'mail-outbox',
      nextRun: every(WORKER_INTERVAL_MS),
      checkEveryMs: WORKER_INTERVAL_MS,
      run: () => outbox.deliverDue(),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await outbox.idle();
    mailer.close();
  });
}
