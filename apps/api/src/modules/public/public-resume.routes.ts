import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { addressCap } from '../analytics/address-cap';
import { visitorOf } from '../analytics/capture.plugin';
import { isFromAnotherSite, isPersonsNavigation, ourOrigins } from '../analytics/other-site';
import { resumeDownloadName, attachmentDisposition } from '../resume/resume-file-names';
import { countDownloadOnce } from '../resume/resume.repository';
import { pdfHeaders } from '../resume/resume-response';
import { findPublicResume, openPublicResume } from '../resume/resume.service';
import { getVisibleOwner } from './public-owner';

type OwnerParams = { Params: { username: string } };

/**
 * Whether a GET is someone downloading the file (decision 021): a navigation (a link, the address
 * bar) or a client that sends no fetch metadata (curl, an older browser). A script's request, such
 * as the older client's XHR checking on every profile view whether there is a resume
 * (`Sec-Fetch-Mode: cors`), is served but not counted. From another site only a person's own
 * click on a link counts (a CV shared on LinkedIn): not a frame, nor a page sending its visitors
 * to the file by itself (decision 036).
 */
function isDownload(request: FastifyRequest, ours: ReadonlySet<string>): boolean {
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return false;
  return !isFromAnotherSite(request.headers, ours) || isPersonsNavigation(request.headers);
}

/**
 * GET and HEAD /api/public/:username/resume (api-contract §8.2): the owner's PDF when the profile
 * is public and downloads are allowed. A download counts once per visitor and UTC day, by the
 * analytics visitor hash: in the owner's downloadCount for any client, and as a `resume_download`
 * in analytics unless the agent is on the bot list (§7.1). A HEAD is never counted, and one address
 * counts at most 120 downloads a minute: past that the file is still served, uncounted (decision 036).
 */
export async function publicResumeRoutes(app: FastifyInstance): Promise<void> {
  const serveResume = resumeServer(app);
  app.route<OwnerParams>({
    method: ['GET', 'HEAD'],
    url: '/api/public/:username/resume',
    handler: (request, reply) => serveResume(request, reply, request.params.username),
  });

  /**
   * The resume's address to share, beside the portfolio's own (/public/:username): the same file,
   * counted the same way. A person who follows it when there is no file to give (the profile went
   * private, downloads were turned off, the file was deleted) is sent to the portfolio, which says
   * why, rather than shown a JSON error.
   */
  app.route<OwnerParams>({
    method: ['GET', 'HEAD'],
    url: '/public/:username/resume',
    handler: async (request, reply) => {
      try {
        return await serveResume(request, reply, request.params.username);
      } catch (error) {
        if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 403)) throw error;
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`/public/${encodeURIComponent(request.params.username)}`, 302);
      }
    },
  });
}

/** Sends the owner's resume, counted as a download when it is one; what every resume address serves. */
export function resumeServer(app: FastifyInstance) {
  const ours = ourOrigins(app.config);
  async function countDownload(request: FastifyRequest, ownerId: string, resumeId: string): Promise<void> {
    const visit = { ownerId, referrer: request.headers.referer, ...visitorOf(app, request) };
    const { day, visitor } = await app.analytics.visitorToday(ownerId, visit.ip, visit.userAgent);
    await countDownloadOnce(app.db, resumeId, day, visitor);
    await app.analytics.record({ ...visit, type: 'resume_download' }, { oncePerDay: true });
  }

  return async (request: FastifyRequest, reply: FastifyReply, username: string) => {
    const owner = await getVisibleOwner(app.db, username, reply);
    const row = await findPublicResume(app.db, owner.id);
    const disposition = attachmentDisposition(resumeDownloadName(owner));
    if (request.method === 'HEAD') return pdfHeaders(reply, disposition, row.file_size, 'private, no-store').send();
    const file = await openPublicResume(app, request.log, row);
    // Only a GET that would count spends the cap, so the older client's checks never use it up.
    if (isDownload(request, ours) && (await app.rateLimiter.allow(addressCap('resume-download', request.ip))))
      await countDownload(request, owner.id, row.id);
    return pdfHeaders(reply, disposition, file.size, 'private, no-store').send(file.body);
  };
}
