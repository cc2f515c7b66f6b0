import { MESSAGES, type ApiFailure, type ErrorCode } from '@sparklink/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../lib/app-error';

/** Fastify's own request errors, mapped to the contract's codes and sentences (api-contract §1.2). */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedContentType },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_ERROR', message: MESSAGES.malformedJson },
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
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError('VALIDATION_ERROR', MESSAGES.malformedJson);
  }
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

  app.setNotFoundHandler((request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return sendError(reply, new AppError('NOT_FOUND', MESSAGES.routeNotFound));
    }
    return app.serveSpa(request, reply);
  });
}
