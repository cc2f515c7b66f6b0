import type { SecurityStatus } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { toIsoOrNull } from '../../../db/values';
import type { UserRow } from '../../users/user.repository';
import { recoveryState } from './recovery-state';
import { countUnusedRecoveryCodes, findTwoFactor } from './two-factor.repository';

/** GET /api/auth/security: how the account signs in, for Settings → Security. */
export async function getSecurityStatus(db: Kysely<DB>, user: UserRow): Promise<SecurityStatus> {
  const row = await findTwoFactor(db, user.id);
  const enabled = Boolean(row?.enabled_at);
  return {
    hasPassword: user.password_hash !== null,
    passwordChangedAt: user.password_hash === null ? null : toIsoOrNull(user.password_changed_at),
    twoFactor: {
      enabled,
      enabledAt: enabled ? toIsoOrNull(row!.enabled_at) : null,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
      recovery: recoveryState(row),
    },
  };
}
