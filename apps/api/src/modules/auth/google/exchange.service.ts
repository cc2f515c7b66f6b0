import { MESSAGES, type Session } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { findUserById } from '../../users/user.repository';
import { toUser } from '../../users/user.projection';
import { signSessionToken } from '../session-token';
import { readLoginTicket } from './login-ticket';
import { recordLogin, useLoginTicket } from './login-ticket.repository';

export type ExchangeResult = Session & { isNewUser: boolean };

const invalidTicket = () => new AppError('UNAUTHENTICATED', MESSAGES.invalidTicket);

/** Trades a login ticket for a session, once (api-contract §2, POST /exchange). */
export async function exchangeLoginTicket(app: FastifyInstance, ticket: string): Promise<ExchangeResult> {
  const claims = await readLoginTicket(app.config.secrets.LOGIN_TICKET_SECRET, ticket);
  if (!claims) throw invalidTicket();
  if (!(await useLoginTicket(app.db, claims.jti, claims.userId))) throw invalidTicket();
  const user = await findUserById(app.db, claims.userId);
  if (!user) throw invalidTicket();
  await recordLogin(app.db, user.id);
  return {
    token: await signSessionToken(app.config.secrets.JWT_SECRET, user),
    user: toUser(user),
    isNewUser: claims.newUser === true,
  };
}
