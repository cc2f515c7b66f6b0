import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { findAddressee } from '../mail/mail-recipient';
import type { AuthDeps } from './auth.deps';
import type { CodePurpose } from './email-codes.repository';
import { issueCode } from './email-codes';

/**
 * Issues a code and queues its e-mail in the caller's transaction (the template is named after
 * the purpose), in the language of the account's settings. A verify code carries the password of the sign-up it was mailed for. Returns the
 * outbox id to deliver once the transaction has committed.
 */
export async function queueCodeMail(
  deps: AuthDeps,
  trx: Transaction<DB>,
  user: { id: string },
  purpose: CodePurpose,
  pendingPasswordHash: string | null = null,
): Promise<string> {
  const code = await issueCode(trx, deps.config.secrets.CODE_PEPPER, user.id, purpose, pendingPasswordHash);
  const to = (await findAddressee(trx, user.id))!;
  return deps.outbox.enqueue(trx, to, { template: purpose, payload: { code } });
}
