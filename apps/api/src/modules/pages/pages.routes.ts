import {
  CreatePageSchema,
  MESSAGES,
  PAGE_MESSAGES as M,
  ReorderPagesSchema,
  UpdatePageSchema,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/authenticate';
import { parseBody } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { consumeUploadQuota } from '../uploads/upload-quota';
import { readUpload } from '../uploads/read-upload';
import { removeDroppedPageImages, uploadPageImage } from './page-images.service';
import { findPage } from './pages.repository';
import * as pages from './pages.service';

type PageParams = { Params: { pageId: string } };

/** /api/pages (api-contract §4). Every route acts on the caller's own pages only. */
export async function pagesRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/pages', async (request) => ok({ pages: await pages.listOwnerPages(app.db, currentUser(request)) }));

  app.get<PageParams>('/api/pages/:pageId', async (request) =>
    ok({ page: await pages.getOwnerPage(app.db, currentUser(request), request.params.pageId) }),
  );

  app.post('/api/pages', async (request, reply) => {
    const input = parseBody(CreatePageSchema, request.body);
    const page = await pages.createPage(app.db, currentUser(request), input);
    return reply.status(201).send(ok({ page }, M.created));
  });

  app.put<PageParams>('/api/pages/:pageId', async (request) => {
    const input = parseBody(UpdatePageSchema, request.body);
    const user = currentUser(request);
    const before = await findPage(app.db, user.id, request.params.pageId);
    const page = await pages.updatePage(app.db, user, request.params.pageId, input);
    await removeDroppedPageImages(app, request.log, page.id, before?.content, page.content);
    return ok({ page }, M.updated);
  });

  app.delete<PageParams>('/api/pages/:pageId', async (request) => {
    const user = currentUser(request);
    const before = await findPage(app.db, user.id, request.params.pageId);
    await pages.deletePage(app.db, user, request.params.pageId);
    await removeDroppedPageImages(app, request.log, request.params.pageId, before?.content, null);
    return ok(null, M.deleted);
  });

  // A project item's image (decision 054), through the same image pipeline as the gallery's.
  app.post<PageParams>('/api/pages/:pageId/images', async (request) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const { file } = await readUpload(request, { field: 'image', missingMessage: MESSAGES.noFileUploaded });
    return ok(await uploadPageImage(app, request.log, user.id, request.params.pageId, file), M.imageUploaded);
  });

  app.post('/api/pages/reorder', async (request) => {
    const { pageOrders } = parseBody(ReorderPagesSchema, request.body);
    return ok({ pages: await pages.reorderPages(app.db, currentUser(request), pageOrders) }, M.reordered);
  });
}
