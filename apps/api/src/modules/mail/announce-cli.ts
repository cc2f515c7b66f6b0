import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { toCount } from '../../db/values';
import { loadServerCatalogs } from '../../i18n/server-i18n';
import { loggerOptions } from '../../logger';
import { MAX_ATTEMPTS, MailOutbox } from './mail-outbox';
import { createMailer } from './mailer';
import { queueMarketingMail } from './marketing-mail';
import { findDueIds } from './outbox.repository';

/**
 * `npm run mail:announce -- --subject "…" --text-file news.txt`: queues a marketing mail to every
 * owner who turned marketing emails on, then delivers what is due. Whatever SMTP refuses stays in
 * the outbox for the server's worker to retry.
 */
const { values } = parseArgs({
  options: { subject: { type: 'string' }, 'text-file': { type: 'string' } },
});
const subject = values.subject?.trim();
const textFile = values['text-file'];
if (!subject || !textFile) {
  console.error('Usage: npm run mail:announce -- --subject "Subject line" --text-file path/to/body.txt');
  process.exit(2);
}
const text = (await readFile(textFile, 'utf8')).trim();
if (!text) {
  console.error(`${textFile} is empty`);
  process.exit(2);
}

// Each owner's mail is written in their language, as the server's are.
await loadServerCatalogs();
const config = loadConfig();
const log = pino(loggerOptions(config));
const database = createDatabase(config.database);
const mailer = createMailer(config, log);
const outbox = new MailOutbox(database.db, mailer, log, config.appOrigin);
try {
  const startedAt = new Date();
  const ids = await queueMarketingMail(database.db, outbox, config, { subject, text });
  console.log(`Queued ${ids.length} mail(s) to owners with marketing emails on.`);
  // One pass at a time until nothing is due; a refused mail waits for its retry, so this ends.
  while ((await findDueIds(database.db, new Date(), MAX_ATTEMPTS, 1)).length > 0) await outbox.deliverDue();
  const { sent } = await database.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll().as('sent'))
    .where('template', '=', 'announcement')
    .where('created_at', '>=', startedAt)
    .where('sent_at', 'is not', null)
    .executeTakeFirstOrThrow();
  console.log(`Sent ${toCount(sent)}; any others stay in the outbox for the server to retry.`);
} finally {
  mailer.close();
  await database.close();
}
