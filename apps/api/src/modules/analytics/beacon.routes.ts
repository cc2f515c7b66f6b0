import { BEACON_MAX_BYTES, BeaconSchema, type BeaconEvent } from '@sparklink/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { malformedJson } from '../../lib/app-error';
import { findUnstorableText, parseInput } from '../../lib/parse';
import { findVisiblePage } from '../public/public-pages.service';
import { addressCap } from './address-cap';
import { BeaconOwners } from './beacon-owners';
import { visitorOf } from './capture.plugin';
import { isFromAnotherSite, ourOrigins } from './other-site';

/** A transparent 1×1 GIF: the answer to the no-JavaScript view pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * `navigator.sendBeacon` and `fetch(keepalive)` may send the JSON as text/plain. Text that does not
 * parse gets the same answer as a broken application/json body (api-contract §1.2).
 */
function readBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw malformedJson();
  }
}

/**
 * Event capture of the views (api-contract §8.3): the beacon the public pages send, and the
 * pixel in their <noscript> for visitors without JavaScript (decision 015). Both answer the same
 * whatever happens to the event, so the answer tells nobody whether it was counted.
 */
export async function beaconRoutes(app: FastifyInstance): Promise<void> {
  const owners = new BeaconOwners(app.db);
  const ours = ourOrigins(app.config);
  // A profile made private or a username changed, on any process, counts from the next event.
  app.coordination.on('owner-changed', (ownerId) => owners.forget(ownerId));

  /** Counts one view unless another site sent it, over the address's limit, unknown, private, or the owner's own. */
  async function captureView(request: FastifyRequest, event: BeaconEvent): Promise<void> {
    if (isFromAnotherSite(request.headers, ours)) return;
    if (!(await app.rateLimiter.allow(addressCap('events', request.ip)))) return;
    const owner = await owners.find(event.username);
    if (!owner?.isPublic) return;
    if ((await app.viewerOf(request))?.id === owner.id) return;
    let page: { id: string; title: string } | undefined;
    if (event.type === 'page_view') {
      page = (await findVisiblePage(app, owner, event.slug!)).row;
      if (!page) return;
    }
    await app.analytics.record(
      {
        ownerId: owner.id,
        type: event.type,
        pageId: page?.id ?? null,
        label: page?.title ?? null,
        referrer: event.referrer,
        utmSource: event.utmSource,
        ...visitorOf(app, request),
      },
      { durable: true },
    );
  }

  app.post('/api/public/events', { bodyLimit: BEACON_MAX_BYTES }, async (request, reply) => {
    const event = parseInput(BeaconSchema, readBody(request.body));
    await captureView(request, event);
    return reply.status(204).header('Cache-Control', 'no-store').send();
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/public/events/pixel.gif',
    async (request, reply) => {
      // The page that shows the pixel is the image's referrer; its utm_source says where the visit came from.
      const page = pageUrl(request.headers.referer);
      const parsed = BeaconSchema.safeParse({
        type: request.query.type,
        username: request.query.username,
        slug: request.query.slug || undefined,
        utmSource: page?.searchParams.get('utm_source')?.slice(0, 50) || undefined,
      });
      // Read without parseInput (the pixel never fails), so text PostgreSQL cannot store is dropped here.
      if (parsed.success && findUnstorableText(parsed.data) === undefined) await captureView(request, parsed.data);
      return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
    },
  );
}

function pageUrl(referer: string | undefined): URL | undefined {
  try {
    return referer ? new URL(referer) : undefined;
  } catch {
    return undefined;
  }
}
