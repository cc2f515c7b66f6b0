import { ExchangeSchema, isTwoFactorChallenge, MESSAGES, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { clientOf } from '../client';
import { exchangeLoginTicket } from './exchange.service';
import { takeBrowserBinding } from './login-binding';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * POST /api/auth/exchange: the SPA trades the ticket from the Google redirect for a session. The
 * SPA's same-origin fetch sends the browser's binding cookie; this call spends and clears it.
 */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/exchange', async (request, reply) => {
    await app.rateLimiter.consume({ key: `exchange:${request.ip}`, max: 30, windowMs: FIFTEEN_MINUTES });
    const { ticket } = parseBody(ExchangeSchema, request.body);
    const browserBinding = takeBrowserBinding(request, reply, app.config);
    const result = await exchangeLoginTicket(app, ticket, browserBinding, clientOf(request));
    return ok(result, isTwoFactorChallenge(result) ? TWO_FACTOR_MESSAGES.secondStepRequired : MESSAGES.loginSuccess);
  });
}
