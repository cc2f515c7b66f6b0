import { AllowedDomainQuerySchema, CUSTOM_DOMAIN_MESSAGES as M, CustomDomainInputSchema } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { blazeAllows } from './domain-checks';
import { normaliseDomain } from './domain-name';
import { findServedDomain } from './domains.repository';
import { checkOwn, domainState, removeDomain, setDomain } from './domains.service';

/** "Check now": a handful an owner may ask for every 10 minutes, like a link's "Check again". */
export const CHECK_NOW_LIMIT = { max: 6, windowMs: 10 * 60_000 };

/**
 * The owner's custom domain (decision 057) under /api/settings/custom-domain, and the public
 * `GET /api/domains/allowed?domain=` that Caddy's on-demand TLS asks before it gets a certificate:
 * 200 only for a verified domain (one read by the unique index), 404 otherwise; anonymous, so the
 * rate-limit plugin's per-address budget of every anonymous API route applies.
 */
export async function domainsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/settings/custom-domain', { onRequest: app.authenticate }, async (request) =>
    ok(await domainState(app, currentUser(request))),
  );

  app.put('/api/settings/custom-domain', { onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    await setDomain(app, user, () => parseBody(CustomDomainInputSchema, request.body).domain);
    return ok(await domainState(app, user), M.domainSaved);
  });

  app.post('/api/settings/custom-domain/check', { onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    if (!app.config.customDomains) throw new AppError('VALIDATION_ERROR', M.domainUnavailable);
    if (!blazeAllows(user)) throw new AppError('PLAN_LIMIT', M.domainBlazeOnly, { requiredTier: 'BLAZE' });
    await app.rateLimiter.consume({ key: `domain-check:${user.id}`, ...CHECK_NOW_LIMIT });
    await checkOwn(app, user);
    return ok(await domainState(app, user), M.domainChecked);
  });

  app.delete('/api/settings/custom-domain', { onRequest: app.authenticate }, async (request) => {
    const user = currentUser(request);
    await removeDomain(app, user);
    return ok(await domainState(app, user), M.domainRemoved);
  });

  app.get('/api/domains/allowed', async (request) => {
    const domain = normaliseDomain(parseInput(AllowedDomainQuerySchema, request.query).domain);
    const served = domain ? await findServedDomain(app.db, domain) : null;
    if (!served) throw new AppError('NOT_FOUND', M.domainNotServed);
    return ok({ domain: served.domain });
  });
}
