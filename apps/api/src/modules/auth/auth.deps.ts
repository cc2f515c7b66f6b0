import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { MailOutbox } from '../mail/mail-outbox';

/** What the auth services use; the Fastify instance provides all of it. */
export interface AuthDeps {
  db: Kysely<DB>;
  config: Config;
  rateLimiter: RateLimiter;
  outbox: MailOutbox;
}
