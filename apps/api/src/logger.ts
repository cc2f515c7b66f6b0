import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Query values that must never reach a log line (login tickets, e-mail codes). */
const SECRET_QUERY_KEYS = /([?&](?:token|ticket|code|otp|state)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_KEYS, '$1[redacted]');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
      }),
    },
  };
}
