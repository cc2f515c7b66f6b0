import { MESSAGES, RESUME_FIELD, ResumeSettingsSchema } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { readUpload } from '../uploads/read-upload';
import { consumeUploadQuota } from '../uploads/upload-quota';
import { attachmentDisposition } from './resume-file-names';
import { pdfHeaders } from './resume-response';
import * as resumes from './resume.service';

const RESUME_UPLOAD = {
  field: RESUME_FIELD,
  missingMessage: MESSAGES.resumeFileRequired,
  tooLargeMessage: MESSAGES.resumeTooLarge,
};

/** /api/resume (api-contract §6). Every route acts on the caller's own resume only. */
export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/resume/info', async (request) => ok(await resumes.getResumeInfo(app, currentUser(request))));

  app.post('/api/resume/upload', async (request) => {
    const user = currentUser(request);
    await consumeUploadQuota(app, user.id);
    const upload = await readUpload(request, RESUME_UPLOAD);
    return ok(await resumes.uploadResume(app, request.log, user, upload), MESSAGES.resumeUploaded);
  });

  app.put('/api/resume/settings', async (request) => {
    const { allowResumeDownload } = parseBody(ResumeSettingsSchema, request.body);
    const settings = await resumes.updateResumeSettings(app.db, currentUser(request).id, allowResumeDownload);
    return ok(settings, MESSAGES.resumeSettingsUpdated);
  });

  app.delete('/api/resume', async (request) => {
    await resumes.deleteResume(app, request.log, currentUser(request).id);
    return ok(null, MESSAGES.resumeDeleted);
  });

  // The owner's own copy: not counted as a download (api-contract §6).
  app.get('/api/resume/download', async (request, reply) => {
    const { row, file } = await resumes.openOwnerResume(app, request.log, currentUser(request).id);
    return pdfHeaders(reply, attachmentDisposition(row.original_name), file.size, 'no-store').send(file.body);
  });
}
