import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

/**
 * Headers every response carries (api-contract §1.1, OWASP headers cheat sheet). Documents get a
 * CSP with no inline script: public pages pass their data in a JSON script element instead.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = securityHeaders(config);
  app.addHook('onSend', async (_request, reply, payload) => {
    setHeaders(reply);
    return payload;
  });
}

/**
 * Sets the headers on one reply. The onSend hook above calls it for every response; the answer to
 * a path the router cannot read (error-handler.ts) calls it itself, as Fastify runs no hooks there.
 */
export function securityHeaders(config: Config): (reply: FastifyReply) => void {
  const csp = [
    "default-src 'self'",
    // Uploads come from the media origin, but a page's items may show an image from any http(s)
    // address its owner gives (api-contract §4): images are the one kind of outside content allowed.
    "img-src 'self' data: blob: https: http:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

  return (reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (config.isProduction) {
      reply.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', csp);
    }
  };
}
