import { MESSAGES, type Session, type TwoFactorChallenge } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { findUserById } from '../../users/user.repository';
import { toOwnUser } from '../../users/own-user';
import { startSession } from '../auth-session';
import type { Client } from '../client';
import { isSameBrowser } from './login-binding';
import { readLoginTicket } from './login-ticket';
import { startChallenge } from '../two-factor/challenge';
import { hasTwoFactor } from '../two-factor/two-factor.repository';
import { recordLogin, useLoginTicket } from './login-ticket.repository';

export type ExchangeResult = Session & { isNewUser: boolean };

const invalidTicket = () => new AppError('UNAUTHENTICATED', MESSAGES.invalidTicket);

/**
 * Trades a login ticket for a session, once (api-contract §2, POST /exchange), and only in the
 * browser the ticket was issued to. `browserBinding` is the hash of that request's binding cookie.
 * The browser is checked before the ticket is spent, so a lifted ticket tried elsewhere first still
 * works for its owner.
 */
export async function exchangeLoginTicket(
  app: FastifyInstance,
  ticket: string,
  browserBinding: string | null,
  client: Client,
): Promise<ExchangeResult | TwoFactorChallenge> {
  const claims = await readLoginTicket(app.config.secrets.LOGIN_TICKET_SECRET, ticket);
  if (!claims || !isSameBrowser(claims.binding, browserBinding)) throw invalidTicket();
  if (!(await useLoginTicket(app.db, claims.jti, claims.userId))) throw invalidTicket();
  const user = await findUserById(app.db, claims.userId);
  if (!user) throw invalidTicket();
  if (await hasTwoFactor(app.db, user.id)) {
    return startChallenge(app, user.id, { source: 'google', isNewUser: claims.newUser === true });
  }
  await recordLogin(app.db, user.id);
  return {
    token: await startSession(app.db, app.config.secrets.JWT_SECRET, user, client),
    user: await toOwnUser(app, user),
    isNewUser: claims.newUser === true,
  };
}
