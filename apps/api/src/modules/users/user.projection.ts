import { TIERS, type Tier, type User } from '@sparklink/contract';
import { toBool, toDate, toIso, toIsoOrNull } from '../../db/values';
import type { UserRow } from './user.repository';

/**
 * The tier a user has right now: a paid tier counts only while its period runs. `tier` and
 * `tier_expires_at` cache the running subscription (api-contract §9, §13).
 */
export function effectiveTier(row: Pick<UserRow, 'tier' | 'tier_expires_at'>, now = new Date()): Tier {
  const tier = (TIERS as readonly string[]).includes(row.tier) ? row.tier : 'STARTER';
  if (tier === 'STARTER') return 'STARTER';
  if (row.tier_expires_at !== null && toDate(row.tier_expires_at) <= now) return 'STARTER';
  return tier;
}

/**
 * The only shape of a user that leaves the server (api-contract §1.5). It goes only to the user
 * themselves, so the avatar is the owner's URL for it (own-user.ts signs it while not public).
 */
export function toUser(row: UserRow, profilePicture: string | null): User {
  const tier = effectiveTier(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    country: row.country,
    phone: row.phone,
    profilePicture,
    subscription: tier,
    subscriptionExpiresAt: tier === 'STARTER' ? null : toIsoOrNull(row.tier_expires_at),
    hasVerifiedBadge: toBool(row.has_verified_badge),
    isVerified: toBool(row.is_verified),
    hasPassword: row.password_hash !== null,
    googleLinked: row.google_sub !== null,
    createdAt: toIso(row.created_at),
  };
}
