import type { FastifyInstance } from 'fastify';
import { resumeDownloadName, attachmentDisposition } from '../resume/resume-file-names';
import { pdfHeaders } from '../resume/resume-response';
import { downloadPublicResume, findPublicResume } from '../resume/resume.service';
import { visitorOf } from '../analytics/capture.plugin';
import { getVisibleOwner } from './public-owner';

type OwnerParams = { Params: { username: string } };

/**
 * GET and HEAD /api/public/:username/resume (api-contract §8.2): the owner's PDF when the profile
 * is public and downloads are allowed. A GET counts one download, and one `resume_download` in
 * analytics per visitor and day; a HEAD only answers whether there is one, so the client can probe
 * without inflating the count.
 */
export async function publicResumeRoutes(app: FastifyInstance): Promise<void> {
  app.route<OwnerParams>({
    method: ['GET', 'HEAD'],
    url: '/api/public/:username/resume',
    handler: async (request, reply) => {
      const owner = await getVisibleOwner(app.db, request.params.username);
      const row = await findPublicResume(app.db, owner.id);
      const disposition = attachmentDisposition(resumeDownloadName(owner));
      if (!owner.allowIndexing) reply.header('X-Robots-Tag', 'noindex');
      if (request.method === 'HEAD') return pdfHeaders(reply, disposition, row.file_size, 'private, no-store').send();
      const file = await downloadPublicResume(app, request.log, row);
      await app.analytics.record(
        { ownerId: owner.id, type: 'resume_download', referrer: request.headers.referer, ...visitorOf(app, request) },
        { oncePerDay: true },
      );
      return pdfHeaders(reply, disposition, file.size, 'private, no-store').send(file.body);
    },
  });
}
