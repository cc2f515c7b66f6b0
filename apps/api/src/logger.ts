import type { DestinationStream, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/**
 * Query values that must never reach a log line (login tickets, e-mail codes, OIDC state, the
 * signature of a media URL that opens a file that is not public, decision 037).
 */
const SECRET_QUERY_KEYS = /([?&](?:token|ticket|code|otp|state|password|sig)=)[^&]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY_KEYS, '$1[redacted]');

/**
 * Fields that hold a credential: sign-in headers and cookies, page-access tokens, passwords,
 * e-mail codes, login tickets, two-factor secrets and codes. The request serializer below logs
 * no headers and no body at all; this list is the second line, for a log call that passes headers
 * or a body along by mistake.
 */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-page-access',
  'password',
  'currentPassword',
  'newPassword',
  'otp',
  'ticket',
  'token',
  'accessToken',
  // Two-factor (decision 017); `code` is left out because error objects use it for their code.
  'challenge',
  'secret',
  'recoveryCode',
  'recoveryCodes',
  'emailCode',
];

/**
 * Where a request, a reply or a body travels in a log object: `request.log.info({ headers })`,
 * `{ req: { headers } }`, `{ err }`. The containers are named rather than matched by a leading
 * `*`: with any path that starts with a wildcard, pino runs the redactor over every binding of
 * every child logger, and Fastify makes one per request (about 5 µs each, a sixth of a cached
 * profile's time, decision 025).
 */
const CONTAINERS = [
  'req',
  'res',
  'request',
  'reply',
  'response',
  'headers',
  'body',
  'query',
  'params',
  'payload',
  'input',
  'data',
  'err',
  'error',
  'config',
  'options',
  'user',
  'session',
  'event',
  'mail',
];

/** Each field at the top of a log object and in a container up to two levels down (`req.headers.cookie`). */
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => {
  const segment = /^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`;
  return [
    segment.replace(/^\./, ''),
    ...CONTAINERS.flatMap((container) => [`${container}${segment}`, `${container}.*${segment}`]),
  ];
});

/**
 * Development logs read as lines ("12:00:01 INFO: GET /api/health 200"); production logs stay one
 * JSON object a line for the log pipeline. Synchronous, so a crash never loses the last lines.
 */
export function humanLogStream(destination: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    destination,
    sync: true,
    singleLine: true,
    colorize: false,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}

/** The server's pino options; tests pass a destination stream to read the JSON lines themselves. */
export function loggerOptions(
  config: Config,
  destination?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  // Tests that start a server process read its JSON lines, so only development is prettified.
  const stream = destination ?? (config.env === 'development' ? humanLogStream() : undefined);
  return {
    level: config.logLevel,
    redact: REDACT_PATHS,
    serializers: {
      // Also meets a `req` that is not a request (a log call's own object): it must not throw there.
      req: (req: { method?: unknown; url?: unknown }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
