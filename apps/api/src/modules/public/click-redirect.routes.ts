import { isHttpUrl, linkDisplayName, MESSAGES, normalizeHttpUrl, type LinkKind } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { findSocialLinkOwnerId, listSocialLinks } from '../profile/social-links.repository';
import { addressCap } from '../analytics/address-cap';
import { visitorOf } from '../analytics/capture.plugin';
import { isFromAnotherSite, ourOrigins } from '../analytics/other-site';
import { findPublicOwnerById } from './public-owner';
import { linksShownAt } from '../profile/link-visibility';

/**
 * The address to send a click to: the saved URL normalised (punycode host, percent-encoded path),
 * as every URL is saved since decision 036, so a row saved before that still fits in a Location
 * header. A URL that does not parse, or is not http(s), sends nobody anywhere.
 */
function redirectTarget(saved: string): string | undefined {
  // E-mail and phone links (decision 044): built by the server from a checked address or number.
  const href = /^(mailto|tel):/i.test(saved) ? encodeURI(saved) : isHttpUrl(saved) ? normalizeHttpUrl(saved) : '';
  // Serialisation leaves only printable ASCII; checked all the same, as a header cannot take less.
  return /^[\x21-\x7e]+$/.test(href) ? href : undefined;
}

/**
 * GET /api/r/:linkId (api-contract §8.3): the public profile's social links point here so a click
 * works without JavaScript; it answers 302 to the URL the owner saved (checked http(s) on save)
 * and counts a `social_click` (bots and a repeat within 10 s are not counted). A click is one made
 * on the portfolio, so a request another site's page made (a link or an image pointing here) is
 * redirected all the same but not counted (decision 036).
 */
export async function clickRedirectRoutes(app: FastifyInstance): Promise<void> {
  const ours = ourOrigins(app.config);
  app.get<{ Params: { linkId: string } }>('/api/r/:linkId', async (request, reply) => {
    await app.rateLimiter.consume(addressCap('click', request.ip));
    const { linkId } = request.params;
    const ownerId = await findSocialLinkOwnerId(app.db, linkId);
    const owner = ownerId ? await findPublicOwnerById(app.db, ownerId) : null;
    if (!owner?.isPublic) throw notFound(MESSAGES.linkNotFound);
    // A link the profile does not show now (switched off, outside its window, past the plan's cap) sends nobody.
    const shown = linksShownAt(await listSocialLinks(app.db, owner.id), owner.tier, new Date());
    const target = shown.find((l) => l.id === linkId);
    const location = target ? redirectTarget(target.url) : undefined;
    if (!target || !location) throw notFound(MESSAGES.linkNotFound);
    if (!isFromAnotherSite(request.headers, ours))
      await app.analytics.record({
        ownerId: owner.id,
        type: 'social_click',
        socialLinkId: target.id,
        // Analytics names a link by its title, else its brand or address, never by an id (decision 044).
        label: linkDisplayName({ kind: target.platform as LinkKind, title: target.title, url: target.url }),
        referrer: request.headers.referer,
        ...visitorOf(app, request),
      });
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .redirect(location, 302);
  });
}
