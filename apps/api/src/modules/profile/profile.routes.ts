import {
  CheckUsernameQuerySchema,
  MESSAGES,
  PublishProfileSchema,
  SocialLinksSchema,
  UpdateProfileSchema,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { readUpload } from '../uploads/read-upload';
import { consumeUploadQuota } from '../uploads/upload-quota';
import { removeLinkThumbnail, uploadLinkThumbnail } from './link-thumbnail.service';
import { uploadBackgroundImage, uploadProfilePicture } from './profile-images.service';
import { assertLookAllowed, checkUsername, getProfileData, setPublished, updateProfile } from './profile.service';
import { replaceSocialLinks } from './social-links.service';

const IMAGE_FIELD = { field: 'image', missingMessage: MESSAGES.noFileUploaded };

/** /api/profile (api-contract §3). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(usernameCheckRoute, { prefix: '/api/profile' });
  await app.register(ownerProfileRoutes, { prefix: '/api/profile' });
}

/** Public, with optional Bearer: the caller's own name counts as available. 60 a minute per IP. */
async function usernameCheckRoute(app: FastifyInstance): Promise<void> {
  app.get('/check-username', async (request, reply) => {
    await app.rateLimiter.consume({ key: `check-username:${request.ip}`, max: 60, windowMs: 60_000 });
    const viewer = await app.viewerOf(request);
    const { username } = parseInput(CheckUsernameQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return ok(await checkUsername(app.db, username, viewer));
  });
}

async function ownerProfileRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/', async (request) => ok(await getProfileData(app, currentUser(request).id)));

  app.put('/', async (request) => {
    const input = parseBody(UpdateProfileSchema, request.body);
    const user = currentUser(request);
    const userId = user.id;
    assertLookAllowed(user, input);
    await updateProfile(app.db, userId, input);
    // Read after the write: a new username can make the profile's files public (decision 037).
    return ok(await getProfileData(app, userId), MESSAGES.profileUpdated);
  });

  app.put('/social-links', async (request) => {
    const { links, layout } = parseBody(SocialLinksSchema, request.body);
    const answer = await replaceSocialLinks(app, request.log, currentUser(request), links, layout);
    return ok(answer, MESSAGES.socialLinksUpdated);
  });

  // A custom link's thumbnail (decision 044), through the same image pipeline as the avatar.
  app.post<{ Params: { linkId: string } }>('/social-links/:linkId/thumbnail', async (request) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const { file } = await readUpload(request, IMAGE_FIELD);
    const answer = await uploadLinkThumbnail(app, request.log, user.id, request.params.linkId, file);
    return ok(answer, MESSAGES.linkThumbnailUploaded);
  });

  app.delete<{ Params: { linkId: string } }>('/social-links/:linkId/thumbnail', async (request) => {
    const answer = await removeLinkThumbnail(app, request.log, currentUser(request).id, request.params.linkId);
    return ok(answer, MESSAGES.linkThumbnailRemoved);
  });

  app.post('/upload/profile-picture', async (request) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const { file } = await readUpload(request, IMAGE_FIELD);
    return ok(await uploadProfilePicture(app, request.log, user.id, file), MESSAGES.profilePictureUploaded);
  });

  app.post('/upload/background-image', async (request) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const { file } = await readUpload(request, IMAGE_FIELD);
    return ok(await uploadBackgroundImage(app, request.log, user.id, file), MESSAGES.backgroundImageUploaded);
  });

  app.post('/publish', async (request) => {
    const { isPublished } = parseBody(PublishProfileSchema, request.body);
    await setPublished(app.db, currentUser(request).id, isPublished);
    return ok({ profile: { isPublished } }, isPublished ? MESSAGES.profilePublished : MESSAGES.profileUnpublished);
  });
}
