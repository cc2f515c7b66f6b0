import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { MailOutbox } from './mail-outbox';
import { mailLanguage, ownerName } from './mail-recipient';
import { unsubscribeUrl } from './unsubscribe-token';

export interface Announcement {
  subject: string;
  text: string;
}

const BATCH = 500;

/**
 * Queues the announcement to every verified owner whose `notify_marketing` is on (off by default:
 * nobody gets marketing mail without turning it on), each with their own unsubscribe link.
 * Owners are read in id order a batch at a time, each batch queued in one transaction, so a large
 * list never sits in memory at once. Returns the outbox ids for `deliverSoon` or the worker.
 */
export async function queueMarketingMail(
  db: Kysely<DB>,
  outbox: MailOutbox,
  config: Config,
  announcement: Announcement,
): Promise<string[]> {
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const owners = await optedInOwners(db, after);
    if (owners.length === 0) return ids;
    await db.transaction().execute(async (trx) => {
      for (const owner of owners) {
        const payload = {
          ...announcement,
          name: ownerName(owner),
          unsubscribeUrl: unsubscribeUrl(config, owner.id),
        };
        const to = { email: owner.email, lang: mailLanguage(owner.language) };
        ids.push(await outbox.enqueue(trx, to, { template: 'announcement', payload }));
      }
    });
    after = owners.at(-1)!.id;
  }
}

function optedInOwners(db: Kysely<DB>, after: string) {
  return db
    .selectFrom('users')
    .innerJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.username',
      'user_settings.language',
    ])
    .where('user_settings.notify_marketing', '=', true)
    .where('users.is_verified', '=', true)
    .where('users.id', '>', after)
    .orderBy('users.id')
    .limit(BATCH)
    .execute();
}
