import { MESSAGES, type ApiFailure, type ErrorCode } from '@sparklink/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, malformedJson } from '../lib/app-error';
import { findUnstorableText } from '../lib/parse';
import { securityHeaders } from './security-headers';

/** Fastify's own request errors, mapped to the contract's codes and sentences (api-contract §1.2). */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedContentType },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson },
  // @fastify/compress: a Content-Encoding body (gzip, deflate, br) that does not decompress is as
  // unreadable as broken JSON; it was a 500 until the fuzz suite sent one.
  FST_CP_ERR_INVALID_CONTENT: { code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson },
};

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ApiFailure = { status: 'ERROR', code: error.code, message: error.message };
  if (error.extra.errors) body.errors = error.extra.errors;
  if (error.extra.requiredTier) body.requiredTier = error.extra.requiredTier;
  if (error.extra.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(error.extra.retryAfterSeconds));
  }
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  // secure-json-parse throws a plain SyntaxError for a broken JSON body.
  if (error instanceof SyntaxError && error.statusCode === 400) return malformedJson();
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bodyTooLarge);
  if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedContentType);
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) return sendError(reply, known);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL', MESSAGES.internal));
  });

  app.setNotFoundHandler(answerNotFound);

  // No id, username or slug holds a NUL, so a path parameter with one (`/api/pages/%00`) names
  // nothing, like a path that does not decode; PostgreSQL refused it in the lookup with a 500.
  app.addHook('onRequest', async (request, reply) => {
    if (findUnstorableText(request.params) !== undefined) return answerUnreadablePath(request, reply);
  });
}

/** An unknown /api path gets the JSON 404; anything else the SPA (a GET) or a plain 404. */
function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiPath(request.url)) return sendError(reply, new AppError('NOT_FOUND', MESSAGES.routeNotFound));
  return request.server.serveSpa(request, reply);
}

/** Judged on the decoded path, as the router matches it: `/%61pi/x` is an API path too. */
function isApiPath(url: string): boolean {
  let path = url.split('?')[0]!;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Not decodable: judged as sent.
  }
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Fastify's `frameworkErrors`: what the router raises before any route or hook runs. A path that
 * does not percent-decode (FST_ERR_BAD_URL) or a path parameter over 100 characters
 * (FST_ERR_MAX_PARAM_LENGTH) names nothing that exists: the JSON 404 on /api, a plain 404
 * elsewhere, instead of Fastify's own JSON, which is outside the envelope and echoes the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  securityHeaders(request.server.config)(reply);
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL', MESSAGES.internal));
  }
  return answerUnreadablePath(request, reply);
}

/** A path that names nothing, whatever route it looks like: the JSON 404 on /api, a plain 404 elsewhere. */
function answerUnreadablePath(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isApiPath(request.url)) return sendError(reply, new AppError('NOT_FOUND', MESSAGES.routeNotFound));
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
}
