import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { gzipEtagOf, noneMatch, type RenderedHtml } from './render-cache';

/**
 * Every public document carries an ETag; a repeat request with it gets 304 and no body. Only a
 * 200 is revalidated (RFC 9110 §13.2.1): a 403 "private" or a 404 always goes out in full, and a
 * tag matches only the bytes being served now, so a 304 never vouches for what was hidden since.
 * Gzip is made once per rendering and kept with a cached page, so cached pages are never recompressed.
 * The gzipped bytes are another representation, so they carry a tag of their own (RFC 9110
 * §8.8.3). A body not kept goes out as the rendered string (see RenderedHtml.body).
 */
export function sendRendered(reply: FastifyReply, rendered: RenderedHtml, cache: string): FastifyReply {
  const gzip = /\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  const etag = gzip ? gzipEtagOf(rendered.etag) : rendered.etag;
  reply.headers({ 'Cache-Control': cache, ETag: etag, Vary: 'Accept-Encoding', ...rendered.headers });
  if (rendered.status === 200 && noneMatch(reply.request.headers['if-none-match'], etag)) {
    return reply.status(304).send();
  }
  reply.status(rendered.status).type('text/html; charset=utf-8');
  if (!gzip) return reply.send(rendered.body);
  rendered.gzip ??= gzipSync(rendered.body);
  return reply.header('Content-Encoding', 'gzip').send(rendered.gzip);
}
