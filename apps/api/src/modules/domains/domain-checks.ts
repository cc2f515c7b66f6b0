import {
  CUSTOM_DOMAIN_GRACE_DAYS,
  CUSTOM_DOMAIN_RECHECK as RECHECK,
  CUSTOM_DOMAIN_WARNING_DAYS,
  planFor,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { toDate } from '../../db/values';
import { announceDetached, announceFailing, announceVerified } from './domain-notices';
import { isBareDomain } from './domain-name';
import { checkDomain, createDnsLookup, expectedAddresses, type DnsCheck, type DnsLookup } from './dns-check';
import { updateDomain, type CustomDomainRow } from './domains.repository';
import type { UserRow } from '../users/user.repository';
import { effectiveTier } from '../users/user.projection';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A failing verified domain is looked at hourly: warnings go out, and mended records count, within the hour. */
const FAILING_EVERY_MS = 60 * MINUTE_MS;
/** A detached domain is never checked by the job again; only the owner's "Check now" brings it back. */
const NEVER_MS = 365 * DAY_MS;

/** The resolver every check of this process uses: DNS_SERVERS, else the system's (decision 057). */
export const dnsOf = (app: FastifyInstance): DnsLookup => createDnsLookup(app.config.dnsServers);

export const blazeAllows = (owner: Pick<UserRow, 'tier' | 'tier_expires_at'>, now = new Date()): boolean =>
  planFor(effectiveTier(owner, now)).limits.customDomain;

export type CheckedRow = CustomDomainRow & Pick<UserRow, 'tier' | 'tier_expires_at'>;

/** When an unverified domain is looked at again: every 5 minutes for its first 7 days, then hourly. */
function nextUnverifiedCheck(row: CustomDomainRow, now: Date): Date {
  const age = now.getTime() - toDate(row.created_at).getTime();
  const minutes = age < RECHECK.pendingFastDays * DAY_MS ? RECHECK.pendingMinutes : RECHECK.slowMinutes;
  return new Date(now.getTime() + minutes * MINUTE_MS);
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const foundText = (result: DnsCheck) => (result.found.length ? JSON.stringify(result.found) : null);

/** Checks one domain's records now and moves it along (decision 057); the owner's plan counts too. */
export async function runCheck(app: FastifyInstance, row: CheckedRow, now: Date): Promise<void> {
  const settings = app.config.customDomains;
  if (!settings) return;
  const dns = dnsOf(app);
  const expected = await expectedAddresses(dns, settings.target, settings.addresses);
  const result = await checkDomain(dns, row.domain, isBareDomain(row.domain), row.token, settings.target, expected);
  await applyCheck(app, row, result, now);
}

/**
 * The outcome of a check, stored. Unverified (or detached) rows become verified when the records
 * are right and the plan is BLAZE, else misconfigured with what was found. A verified row stays
 * verified (and served) while it fails: `failing_since` starts the grace, the warnings go out at
 * days 1 and 6, and at day 7 it is detached. Our resolver's failure (inconclusive) changes nothing.
 */
export async function applyCheck(app: FastifyInstance, row: CheckedRow, result: DnsCheck, now: Date): Promise<void> {
  const planOk = blazeAllows(row, now);
  const checked = { checked_at: now, found: foundText(result) };
  if (row.status !== 'verified') {
    if (result.verified && planOk) return becomeVerified(app, row, now);
    // Nothing found at all: the owner has not created the records yet, so it is still pending.
    // Right records under a plan without custom domains (a downgrade) change nothing either.
    const status =
      row.status === 'detached' || result.inconclusive || result.verified
        ? row.status
        : result.seen
          ? 'misconfigured'
          : 'pending';
    const next = row.status === 'detached' ? later(now, NEVER_MS) : nextUnverifiedCheck(row, now);
    await updateDomain(app.db, row, { ...checked, status, next_check_at: next });
    return;
  }
  const dnsFailing = !result.verified && !result.inconclusive;
  if (planOk && !dnsFailing) {
    // Right again (or our resolver could not tell): a mended domain starts afresh.
    const mended = result.verified ? { failing_since: null, warnings_sent: 0 } : {};
    const next =
      result.verified || row.failing_since === null ? RECHECK.verifiedHours * 60 * MINUTE_MS : FAILING_EVERY_MS;
    await updateDomain(app.db, row, { ...checked, ...mended, next_check_at: later(now, next) });
    return;
  }
  const since = row.failing_since === null ? now : toDate(row.failing_since);
  await updateDomain(app.db, row, { ...checked, failing_since: since, next_check_at: later(now, FAILING_EVERY_MS) });
  await graceStep(app, row, since, planOk ? 'dns' : 'plan', now);
}

async function becomeVerified(app: FastifyInstance, row: CheckedRow, now: Date): Promise<void> {
  const won = await app.db.transaction().execute(async (trx) => {
    const updated = await updateDomain(
      trx,
      row,
      {
        status: 'verified',
        verified_at: now,
        checked_at: now,
        found: null,
        failing_since: null,
        warnings_sent: 0,
        detached_reason: null,
        next_check_at: later(now, RECHECK.verifiedHours * 60 * MINUTE_MS),
      },
      { status: row.status },
    );
    if (updated) await announceVerified(trx, row.user_id, row.domain);
    return updated;
  });
  // The portfolio's canonical address moves to the domain on every process.
  if (won) await app.publicCache.invalidateOwner(row.user_id);
}

/** Day 1 and day 6: a warning (once each, claimed by `warnings_sent`); day 7: detached. */
async function graceStep(
  app: FastifyInstance,
  row: CheckedRow,
  since: Date,
  reason: 'dns' | 'plan',
  now: Date,
): Promise<void> {
  const days = (now.getTime() - since.getTime()) / DAY_MS;
  const detachesAt = new Date(since.getTime() + CUSTOM_DOMAIN_GRACE_DAYS * DAY_MS);
  if (days >= CUSTOM_DOMAIN_GRACE_DAYS) {
    const mails = await app.db.transaction().execute(async (trx) => {
      const won = await updateDomain(
        trx,
        row,
        {
          status: 'detached',
          detached_reason: reason,
          failing_since: null,
          warnings_sent: 0,
          next_check_at: later(now, NEVER_MS),
        },
        { status: 'verified' },
      );
      return won ? announceDetached(trx, app.outbox, app.config.appOrigin, row.user_id, row.domain, reason) : undefined;
    });
    if (!mails) return;
    app.outbox.deliverSoon(mails);
    // Back to /public/<username>: canonical URLs and redirects switch on every process.
    await app.publicCache.invalidateOwner(row.user_id);
    return;
  }
  const stage = CUSTOM_DOMAIN_WARNING_DAYS.filter((day) => days >= day).length;
  if (stage <= row.warnings_sent) return;
  const mails = await app.db.transaction().execute(async (trx) => {
    const won = await updateDomain(trx, row, { warnings_sent: stage }, { warningsSent: row.warnings_sent });
    return won
      ? announceFailing(trx, app.outbox, app.config.appOrigin, row.user_id, row.domain, reason, detachesAt)
      : undefined;
  });
  if (mails) app.outbox.deliverSoon(mails);
}
