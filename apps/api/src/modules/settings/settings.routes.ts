import { MESSAGES, UpdateSettingsSchema } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { getSettings, updateSettings } from './settings.service';

/** /api/settings (api-contract §10): the caller's own settings only. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/settings', async (request) => ok(await getSettings(app.db, currentUser(request).id)));

  app.put('/api/settings', async (request) => {
    const input = parseBody(UpdateSettingsSchema, request.body);
    return ok(await updateSettings(app.db, currentUser(request).id, input), MESSAGES.settingsUpdated);
  });
}
