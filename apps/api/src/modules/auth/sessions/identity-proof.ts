import { TWO_FACTOR_MESSAGES as M } from '@sparklink/contract';
import { invalidField } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/passwords';
import type { UserRow } from '../../users/user.repository';
import type { AuthDeps } from '../auth.deps';
import { checkMailedCode } from '../mailed-codes/mailed-code';
import type { MailedCodeKey } from '../mailed-codes/mailed-codes.repository';

/**
 * The proof a signed-in owner gives before an account-level change (decision 034): the current
 * password, or for an account without one (Google-only) the code mailed for `mailedKey`. A stolen
 * session token alone has neither. The caller counts the attempt against the account first.
 */
export async function checkIdentityProof(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  user: UserRow,
  proof: { password?: string; emailCode?: string },
  mailedKey: MailedCodeKey,
): Promise<void> {
  if (user.password_hash === null) return checkMailedCode(deps, user.id, mailedKey, proof.emailCode);
  if (proof.password === undefined) throw invalidField('password', M.passwordRequired);
  if (!(await verifyPassword(user.password_hash, proof.password))) throw invalidField('password', M.wrongPassword);
}
