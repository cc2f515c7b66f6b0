import { isCheckableAddress, MESSAGES, planFor } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { ownerLinks } from '../profile/social-links.service';
import { findOwnSocialLink } from '../profile/social-links.repository';
import { effectiveTier } from '../users/user.projection';
import { markPending } from './verification.repository';

/** "Check again": a handful an owner may ask for every 10 minutes; each fetches someone's site. */
export const CHECK_AGAIN_LIMIT = { max: 6, windowMs: 10 * 60_000 };

/**
 * POST /api/profile/social-links/:linkId/verify (decision 055): checks one of the caller's links
 * again. Answers the links at once with this one pending; the check runs right after.
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { linkId: string } }>(
    '/api/profile/social-links/:linkId/verify',
    { onRequest: app.authenticate },
    async (request) => {
      const user = currentUser(request);
      const link = await findOwnSocialLink(app.db, user.id, request.params.linkId);
      if (!link) throw notFound(MESSAGES.linkNotFound);
      if (!planFor(effectiveTier(user)).limits.verifiedBadge)
        throw new AppError('PLAN_LIMIT', MESSAGES.linkCheckBlazeOnly, { requiredTier: 'BLAZE' });
      if (!isCheckableAddress(link.url)) throw new AppError('VALIDATION_ERROR', MESSAGES.linkNotCheckable);
      await app.rateLimiter.consume({ key: `link-check:${user.id}`, ...CHECK_AGAIN_LIMIT });
      await markPending(app.db, user.id, link.id, link.url, new Date());
      app.linkVerifier.checkSoon([link.id]);
      return ok(await ownerLinks(app, user.id), MESSAGES.linkCheckStarted);
    },
  );
}
