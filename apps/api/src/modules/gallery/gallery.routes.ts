import {
  GALLERY_IMAGE_FIELD,
  GalleryListQuerySchema,
  GalleryUploadFieldsSchema,
  MESSAGES,
  ReorderGallerySchema,
  UpdateGalleryItemSchema,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { readUpload } from '../uploads/read-upload';
import { consumeUploadQuota } from '../uploads/upload-quota';
import { uploadItem } from './gallery-upload.service';
import * as gallery from './gallery.service';

type ItemParams = { Params: { itemId: string } };

const IMAGE_UPLOAD = { field: GALLERY_IMAGE_FIELD, missingMessage: MESSAGES.galleryImageRequired };

/**
 * /api/gallery (api-contract §5). Every route acts on the caller's own items only. Upload, get and
 * update answer with the item itself as `data`, which is what the older client reads.
 */
export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/gallery', async (request) => {
    const query = parseInput(GalleryListQuerySchema, request.query);
    return ok(await gallery.listOwnerGallery(app, currentUser(request).id, query));
  });

  app.get<ItemParams>('/api/gallery/:itemId', async (request) =>
    ok(await gallery.getOwnerItem(app, currentUser(request).id, request.params.itemId)),
  );

  app.post('/api/gallery/upload', async (request, reply) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const { file, fields } = await readUpload(request, IMAGE_UPLOAD);
    const input = parseInput(GalleryUploadFieldsSchema, fields);
    const item = await uploadItem(app, request.log, user.id, file, input);
    return reply.status(201).send(ok(item, MESSAGES.galleryItemUploaded));
  });

  app.put<ItemParams>('/api/gallery/:itemId', async (request) => {
    const input = parseBody(UpdateGalleryItemSchema, request.body);
    const item = await gallery.updateItem(app, currentUser(request).id, request.params.itemId, input);
    return ok(item, MESSAGES.galleryItemUpdated);
  });

  app.delete<ItemParams>('/api/gallery/:itemId', async (request) => {
    await gallery.deleteItem(app, request.log, currentUser(request).id, request.params.itemId);
    return ok(null, MESSAGES.galleryItemDeleted);
  });

  app.post('/api/gallery/reorder', async (request) => {
    const { itemOrders } = parseBody(ReorderGallerySchema, request.body);
    return ok(
      { items: await gallery.reorderItems(app, currentUser(request).id, itemOrders) },
      MESSAGES.galleryItemsReordered,
    );
  });
}
