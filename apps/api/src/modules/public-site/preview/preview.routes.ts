import { PagePreviewSchema, ProfilePreviewSchema, type PreviewDocument } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/authenticate';
import { loadPublicAssets } from '../public-assets';
import { pagePreview, profilePreview } from './preview-documents';

/**
 * POST /api/profile/preview and POST /api/pages/preview (decision 047): the owner's public
 * document with their unsaved edits, for the editors' live preview. Never cached, never stored.
 */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const assets = loadPublicAssets(app.config.publicSiteDistDir);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/profile/preview', async (request) => {
    const draft = parseBody(ProfilePreviewSchema, request.body);
    const html = await profilePreview(app, assets, currentUser(request), draft);
    return ok<PreviewDocument>({ html });
  });

  app.post('/api/pages/preview', async (request) => {
    const draft = parseBody(PagePreviewSchema, request.body);
    const html = await pagePreview(app, assets, currentUser(request), draft);
    return ok<PreviewDocument>({ html });
  });
}
