import { NOTICES } from '../notifications/notices';
import { notify } from '../notifications/notifications.service';
import type { EmailOnlyInput, ResetPasswordInput, Session, TwoFactorChallenge } from '@sparklink/contract';
import { hashPassword } from '../../lib/passwords';
import { queueSecurityAlert } from '../mail/security-alerts';
import { findUserByEmail } from '../users/user.repository';
import type { AuthDeps } from './auth.deps';
import { codeCheckLimit, codeSendLimit, mayMailAddress } from './auth-limits';
import { applyPasswordReset } from './auth.repository';
import { issueSession } from './auth-session';
import type { Client } from './client';
import { queueCodeMail } from './code-mail';
import { voidOpenCodes } from './email-codes.repository';
import { checkCode, invalidCode, useCode } from './email-codes';
import { assertUncommonPassword } from './new-password';
import { deleteOtherSessions } from './sessions/sessions.repository';
import { startChallenge } from './two-factor/challenge';
import { hasTwoFactor } from './two-factor/two-factor.repository';

/** Sends a reset code to any existing account, Google-only ones included; answers the same for none. */
export async function forgotPassword(deps: AuthDeps, input: EmailOnlyInput, ip: string): Promise<void> {
  await deps.rateLimiter.consume(codeSendLimit(ip));
  if (!(await mayMailAddress(deps.rateLimiter, input.email))) return;
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const outboxId = await deps.db.transaction().execute((trx) => queueCodeMail(deps, trx, user, 'reset_password'));
  deps.outbox.deliverSoon([outboxId]);
}

/**
 * A right code sets the new password, proves the inbox, ends every session and lifts a sign-in
 * cooldown (the way back in for an owner whose account is being guessed at), then signs in (or,
 * with two-factor on, asks for the second step). The owner is told by mail whatever their
 * settings (decision 018).
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput,
  client: Client,
): Promise<Session | TwoFactorChallenge> {
  assertUncommonPassword(input.password);
  await deps.rateLimiter.consume(codeCheckLimit(client.ip));
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw invalidCode('reset_password');
  const { id: codeId } = await checkCode(deps.db, deps.config.secrets.CODE_PEPPER, {
    userId: user.id,
    purpose: 'reset_password',
    otp: input.otp,
  });
  const passwordHash = await hashPassword(input.password);
  const alertIds = await deps.db.transaction().execute(async (trx) => {
    await useCode(trx, codeId, 'reset_password');
    await applyPasswordReset(trx, user.id, passwordHash);
    await deleteOtherSessions(trx, user.id, null);
    await voidOpenCodes(trx, user.id, 'reset_password', new Date());
    await notify(trx, user.id, NOTICES.passwordChanged);
    return queueSecurityAlert(trx, deps.outbox, user.id, 'password_changed');
  });
  deps.outbox.deliverSoon(alertIds);
  // The inbox proves who may set the password, not who may sign in past two-factor.
  if (await hasTwoFactor(deps.db, user.id)) return startChallenge(deps, user.id, { source: 'password' });
  return issueSession(deps.db, deps.config, user.id, client);
}
