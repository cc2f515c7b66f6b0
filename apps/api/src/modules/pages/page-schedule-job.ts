import { PAGE_MESSAGES as M, planFor } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { every, scheduleJob } from '../../db/scheduled-jobs';
import type { DB } from '../../db/schema';
import { toDate } from '../../db/values';
import { notify } from '../notifications/notifications.service';
import { effectiveTier } from '../users/user.projection';

const JOB_NAME = 'scheduled-pages';
const JOB_EVERY_MS = 60_000;
const BATCH = 200;

/**
 * The scheduled pages' pass (decision 056). It decides nothing the public sees (every read decides
 * visibility with the current time); it only tells the owner "Your page is live", once per
 * publish: `live_notice_for` records the publish time the notice was sent for, set by a
 * conditional update, so two processes (or two passes) never both send it, and moving the
 * publish time later sends it again. A downgraded owner's schedule does not fire, so no notice.
 */
export async function sendLiveNotices(db: Kysely<DB>, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('pages')
    .innerJoin('users', 'users.id', 'pages.user_id')
    .select(['pages.id', 'pages.user_id', 'pages.title', 'pages.publish_at', 'users.tier', 'users.tier_expires_at'])
    .where('pages.is_published', '=', true)
    .where('pages.publish_at', '<=', now)
    .where((eb) => eb.or([eb('pages.unpublish_at', 'is', null), eb('pages.unpublish_at', '>', now)]))
    .where((eb) =>
      eb.or([eb('pages.live_notice_for', 'is', null), eb('pages.live_notice_for', '<>', eb.ref('pages.publish_at'))]),
    )
    .orderBy('pages.publish_at')
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const page of due) {
    if (!planFor(effectiveTier(page)).limits.scheduledPublishing || page.publish_at === null) continue;
    const publishAt = toDate(page.publish_at);
    const claimed = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('pages')
        .set({ live_notice_for: publishAt })
        .where('id', '=', page.id)
        .where('publish_at', '=', publishAt)
        .where((eb) => eb.or([eb('live_notice_for', 'is', null), eb('live_notice_for', '<>', publishAt)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await notify(trx, page.user_id, {
        kind: 'page_live',
        title: M.noticeLiveTitle,
        body: page.title,
        link: '/dashboard/pages',
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/** Runs the pass every minute, claimed once across processes through the scheduled-jobs table. */
export function registerScheduledPages(app: FastifyInstance): void {
  let job: ReturnType<typeof scheduleJob> | undefined;
  app.addHook('onReady', async () => {
    job = scheduleJob(app.db, app.log, {
      name: JOB_NAME,
      nextRun: every(JOB_EVERY_MS),
      checkEveryMs: JOB_EVERY_MS,
      run: () => sendLiveNotices(app.db),
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
