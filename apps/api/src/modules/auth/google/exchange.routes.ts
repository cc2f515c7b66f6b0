import { ExchangeSchema, MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { exchangeLoginTicket } from './exchange.service';

const FIFTEEN_MINUTES = 15 * 60_000;

/** POST /api/auth/exchange: the SPA trades the ticket from the Google redirect for a session. */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/exchange', async (request) => {
    await app.rateLimiter.consume({ key: `exchange:${request.ip}`, max: 30, windowMs: FIFTEEN_MINUTES });
    const { ticket } = parseInput(ExchangeSchema, request.body ?? {});
    const result = await exchangeLoginTicket(app, ticket);
    return ok(result, MESSAGES.loginSuccess);
  });
}
