import { NOTICES } from '../notifications/notices';
import { notify } from '../notifications/notifications.service';
import type { EmailOnlyInput, RegisterInput, Session, VerifyEmailInput } from '@sparklink/contract';
import type { Language } from '@sparklink/contract/i18n';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';
import { hashPassword } from '../../lib/passwords';
import { findAddressee } from '../mail/mail-recipient';
import { createUserWithProfile, findUserByEmail } from '../users/user.repository';
import type { AuthDeps } from './auth.deps';
import { codeCheckLimit, codeSendLimit, mayMailAddress, registerLimit } from './auth-limits';
import { markVerifiedAndSignedIn, setPasswordHash } from './auth.repository';
import { issueSession } from './auth-session';
import type { Client } from './client';
import { queueCodeMail } from './code-mail';
import { checkCode, invalidCode, useCode } from './email-codes';
import { findPendingPasswordHash } from './email-codes.repository';
import { assertUncommonPassword } from './new-password';

/**
 * Register answers the same for a new, an unverified and a verified address (api-contract §2),
 * and hashes the password in every case so that the time taken does not tell them apart either.
 * `lang` is the browser's (Accept-Language): a new account's settings start in it, so its
 * verification mail and everything after read in the language the sign-up screen showed.
 */
export async function register(deps: AuthDeps, input: RegisterInput, ip: string, lang: Language) {
  assertUncommonPassword(input.password);
  await deps.rateLimiter.consume(registerLimit(ip));
  await deps.rateLimiter.consume(codeSendLimit(ip));
  const passwordHash = await hashPassword(input.password);
  const mayMail = await mayMailAddress(deps.rateLimiter, input.email);

  const write = () =>
    deps.db.transaction().execute((trx) => registerInTransaction(deps, trx, { ...input, lang }, passwordHash, mayMail));
  // Two sign-ups racing for one new address: the loser retries and finds the winner's row.
  const outboxIds = await write().catch((error: unknown) => {
    if (isUniqueViolation(error)) return write();
    throw error;
  });
  deps.outbox.deliverSoon(outboxIds);
  return { email: input.email, requiresVerification: true as const };
}

/**
 * An unverified account's password never changes here: the new password travels with the new
 * code and takes effect only when that code is used (verifyEmail). When the address may not be
 * mailed right now, nothing changes at all, so a spent mail quota cannot be turned into a
 * password swap behind an earlier code.
 */
async function registerInTransaction(
  deps: AuthDeps,
  trx: Transaction<DB>,
  { email, lang }: { email: string; lang: Language },
  passwordHash: string,
  mayMail: boolean,
): Promise<string[]> {
  const existing = await findUserByEmail(trx, email);
  if (existing && toBool(existing.is_verified)) {
    if (!mayMail) return [];
    const origin = deps.config.appOrigin;
    return [
      // In the owner's own language, whatever the browser that tried.
      await deps.outbox.enqueue(trx, (await findAddressee(trx, existing.id))!, {
        template: 'register_attempt_existing',
        payload: { signInUrl: `${origin}/login`, resetUrl: `${origin}/forgot-password` },
      }),
    ];
  }
  if (!mayMail) return [];
  // An unverified account keeps the language its first sign-up gave it.
  const user = existing ?? (await createUserWithProfile(trx, { email, passwordHash: null, language: lang }));
  return [await queueCodeMail(deps, trx, user, 'verify_email', passwordHash)];
}

/** One message for every failure: wrong, expired or used code, unknown or already verified address. */
export async function verifyEmail(
  deps: AuthDeps,
  input: VerifyEmailInput,
  client: Client,
): Promise<Session & { isNewUser: true }> {
  await deps.rateLimiter.consume(codeCheckLimit(client.ip));
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || toBool(user.is_verified)) throw invalidCode('verify_email');
  const code = await checkCode(deps.db, deps.config.secrets.CODE_PEPPER, {
    userId: user.id,
    purpose: 'verify_email',
    otp: input.otp,
  });
  await deps.db.transaction().execute(async (trx) => {
    await useCode(trx, code.id, 'verify_email');
    if (code.pendingPasswordHash) await setPasswordHash(trx, user.id, code.pendingPasswordHash);
    await markVerifiedAndSignedIn(trx, user.id);
    await notify(trx, user.id, NOTICES.welcome);
  });
  return { ...(await issueSession(deps.db, deps.config, user.id, client)), isNewUser: true };
}

/** Sends only for an existing unverified account, and answers the same either way. */
export async function resendVerification(deps: AuthDeps, input: EmailOnlyInput, ip: string): Promise<void> {
  await deps.rateLimiter.consume(codeSendLimit(ip));
  if (!(await mayMailAddress(deps.rateLimiter, input.email))) return;
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || toBool(user.is_verified)) return;
  const outboxId = await deps.db.transaction().execute(async (trx) => {
    const pendingPasswordHash = await findPendingPasswordHash(trx, user.id);
    return queueCodeMail(deps, trx, user, 'verify_email', pendingPasswordHash);
  });
  deps.outbox.deliverSoon([outboxId]);
}
