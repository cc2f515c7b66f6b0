import { GalleryListQuerySchema } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { listPublicGallery } from '../gallery/gallery.service';
import { getVisibleOwner } from './public-owner';
import { publicHeaders } from './public.routes';

type OwnerParams = { Params: { username: string } };

/** GET /api/public/:username/gallery (api-contract §8.2): visible items only, paged, with categories. */
export async function publicGalleryRoutes(app: FastifyInstance): Promise<void> {
  app.get<OwnerParams>('/api/public/:username/gallery', async (request, reply) => {
    const owner = await getVisibleOwner(app.db, request.params.username, reply);
    publicHeaders(reply);
    const query = parseInput(GalleryListQuerySchema, request.query);
    return ok(await listPublicGallery(app.db, owner.id, query));
  });
}
