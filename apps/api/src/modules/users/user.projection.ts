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

/** The only shape of a user that leaves the server (api-contract §1.5). */
export function toUser(row: UserRow): User {
  const tier = effectiveTier(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    country: row.country,
    phone: row.phone,
    profilePicture: row.profile_picture_url,
    subscription: tier,
    subscriptionExpiresAt: tier === 'STARTER' ? null : toIsoOrNull(row.tier_expires_at),
    hasVerifiedBadge: toBool(row.has_verified_badge),
    isVerified: toBool(row.is_verified),
    hasPassword: row.password_hash !== null,
    googleLinked: row.google_sub !== null,
    createdAt: toIso(row.created_at),
  };
}
