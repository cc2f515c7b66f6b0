import { RESUME_MIME_TYPE } from '@sparklink/contract';
import type { FastifyReply } from 'fastify';

/**
 * Headers of a resume download: always an attachment, never rendered in our origin (a sandboxing
 * CSP; nosniff comes with every response), and never cached by shared caches. Not wrapped in the envelope (api-contract §1.2).
 */
export function pdfHeaders(reply: FastifyReply, disposition: string, size: number, cacheControl: string): FastifyReply {
  return reply
    .header('Content-Type', RESUME_MIME_TYPE)
    .header('Content-Disposition', disposition)
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', cacheControl)
    .header('Content-Length', String(size));
}
