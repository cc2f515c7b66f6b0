import {
  CUSTOM_DOMAIN_GRACE_DAYS,
  CUSTOM_DOMAIN_MESSAGES as M,
  type CustomDomain,
  type CustomDomainState,
} from '@sparklink/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import { toDate, toIsoOrNull } from '../../db/values';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/user.repository';
import { blazeAllows, dnsOf, runCheck } from './domain-checks';
import { displayDomain, isBareDomain, ownHostNames, parseDomain } from './domain-name';
import { expectedAddresses, recordsFor } from './dns-check';
import { announceReleased } from './domain-notices';
import {
  claimOn,
  deleteOwnDomain,
  findOwnDomain,
  releaseClaim,
  replaceOwnDomain,
  type CustomDomainRow,
} from './domains.repository';

const DAY_MS = 86_400_000;

type Owner = Pick<UserRow, 'id' | 'tier' | 'tier_expires_at'>;

/** What GET and every write answer: whether the server offers domains, whether the plan does, the owner's domain. */
export async function domainState(app: FastifyInstance, owner: Owner, now = new Date()): Promise<CustomDomainState> {
  const row = await findOwnDomain(app.db, owner.id);
  return {
    available: app.config.customDomains !== undefined,
    allowed: blazeAllows(owner, now),
    domain: row ? await toCustomDomain(app, row) : null,
  };
}

async function toCustomDomain(app: FastifyInstance, row: CustomDomainRow): Promise<CustomDomain> {
  const settings = app.config.customDomains;
  const bare = isBareDomain(row.domain);
  const addresses = settings && bare ? await expectedAddresses(dnsOf(app), settings.target, settings.addresses) : [];
  const failingSince = row.failing_since === null ? null : toDate(row.failing_since);
  return {
    domain: displayDomain(row.domain),
    status: row.status,
    records: settings ? recordsFor(row.domain, bare, row.token, settings.target, addresses) : [],
    found: row.found ? (JSON.parse(row.found) as string[]) : [],
    checkedAt: toIsoOrNull(row.checked_at),
    verifiedAt: toIsoOrNull(row.verified_at),
    detachesAt:
      failingSince && row.status === 'verified'
        ? new Date(failingSince.getTime() + CUSTOM_DOMAIN_GRACE_DAYS * DAY_MS).toISOString()
        : null,
    detachedReason: row.status === 'detached' ? row.detached_reason : null,
    url: `https://${displayDomain(row.domain)}`,
  };
}

function requireBlaze(app: FastifyInstance, owner: Owner, now: Date) {
  const settings = app.config.customDomains;
  if (!settings) throw new AppError('VALIDATION_ERROR', M.domainUnavailable);
  if (!blazeAllows(owner, now)) throw new AppError('PLAN_LIMIT', M.domainBlazeOnly, { requiredTier: 'BLAZE' });
  return settings;
}

/**
 * Whether another account's claim no longer blocks a name (decision 061): detached (it stopped
 * working for the whole grace, or is no longer on BLAZE), or never verified in the grace's days
 * since it was made. A verified domain, even one in its grace, always blocks.
 */
function isStale(claim: Pick<CustomDomainRow, 'status' | 'created_at'>, now: Date): boolean {
  if (claim.status === 'detached') return true;
  return (
    claim.status !== 'verified' &&
    now.getTime() - toDate(claim.created_at).getTime() >= CUSTOM_DOMAIN_GRACE_DAYS * DAY_MS
  );
}

const newToken = () => `sparklink-verify=${randomBytes(16).toString('hex')}`;

/**
 * PUT: names the owner's one domain. A new name replaces the old one (new token, pending); the same
 * name again keeps its token, so records already created keep working. The first check runs at
 * once; a DNS failure never fails the save (the job checks again).
 */
export async function setDomain(app: FastifyInstance, owner: Owner, input: () => string, now = new Date()) {
  // The plan before the input: a non-BLAZE owner hears why, whatever they typed.
  const settings = requireBlaze(app, owner, now);
  const { domain } = parseDomain(input(), ownHostNames({ ...app.config, target: settings.target }));
  const claim = await claimOn(app.db, domain);
  const other = claim && claim.user_id !== owner.id ? claim : undefined;
  if (other && !isStale(other, now)) {
    throw new AppError('CONFLICT', other.status === 'verified' ? M.domainTaken : M.domainClaimPending);
  }
  const current = await findOwnDomain(app.db, owner.id);
  if (current?.domain !== domain) {
    try {
      await app.db.transaction().execute(async (trx) => {
        if (other) {
          if (!(await releaseClaim(trx, other, domain))) throw new AppError('CONFLICT', M.domainTaken);
          await announceReleased(trx, other.user_id, domain);
        }
        await replaceOwnDomain(trx, {
          user_id: owner.id,
          domain,
          token: newToken(),
          status: 'pending',
          found: null,
          checked_at: null,
          verified_at: null,
          failing_since: null,
          warnings_sent: 0,
          detached_reason: null,
          next_check_at: now,
          created_at: now,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.domainTaken);
      throw error;
    }
  }
  await checkOwn(app, owner, now);
}

/** "Check now" and the check after a save: the owner's own domain, checked and stored now. */
export async function checkOwn(app: FastifyInstance, owner: Owner, now = new Date()): Promise<void> {
  const row = await findOwnDomain(app.db, owner.id);
  if (!row) throw new AppError('NOT_FOUND', M.domainNotSet);
  try {
    await runCheck(app, { ...row, tier: owner.tier, tier_expires_at: owner.tier_expires_at }, now);
  } catch (error) {
    // The save stands; the job checks again within minutes.
    app.log.warn({ err: error }, 'custom domain check failed');
  }
}

export async function removeDomain(app: FastifyInstance, owner: Owner): Promise<void> {
  if (!(await deleteOwnDomain(app.db, owner.id))) throw new AppError('NOT_FOUND', M.domainNotSet);
}

/** The Caddy `ask`: whether a name is a verified domain (one indexed read). */
export { findServedDomain } from './domains.repository';
