import { DATA_EXPORT_MESSAGES as M } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { requireFreshProof } from '../auth/sessions/fresh-proof';
import { consumeUploadQuota } from '../uploads/upload-quota';
import { exportArchive, exportFileName } from './export.service';
import { assertEmptyAccount, claimImport, importArchive } from './import.service';
import { receiveArchive } from './import-upload';

const HOUR = 60 * 60_000;

/** Per user: an archive reads every stored file, so a few an hour are plenty (decision 020). */
export const EXPORT_LIMIT = { max: 5, windowMs: HOUR };
export const IMPORT_LIMIT = { max: 5, windowMs: HOUR };

/**
 * /api/account/export and /api/account/import (decision 020, an extension of api-contract §10).
 * Both act on the signed-in caller only: the archive is built from, and restored into, the
 * account the token names; no id is ever taken from the request.
 */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/account/export', async (request, reply) => {
    const user = currentUser(request);
    await app.rateLimiter.consume({ key: `export:${user.id}`, ...EXPORT_LIMIT });
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${exportFileName(user)}"`)
      .send(exportArchive(app, request.log, user));
  });

  // Restoring replaces what the account holds: a change of the whole account, so it needs a
  // fresh proof of identity as much as deleting it does (decision 034).
  app.post('/api/account/import', async (request) => {
    requireFreshProof(request);
    const user = currentUser(request);
    await app.rateLimiter.consume({ key: `import:${user.id}`, ...IMPORT_LIMIT });
    // The archive is an upload, and each image it holds one more as it is decoded (decision 035).
    await consumeUploadQuota(app, user.id);
    const release = await claimImport(app, user.id);
    try {
      // Refused before the upload is read, so a full account never waits for a large archive.
      await assertEmptyAccount(app.db, user);
      const archive = await receiveArchive(request);
      try {
        return ok(await importArchive(app, request.log, user, archive), M.imported);
      } finally {
        await archive.discard();
      }
    } finally {
      await release();
    }
  });
}
