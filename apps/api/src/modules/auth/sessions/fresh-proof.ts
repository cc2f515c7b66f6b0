import { SECURITY_LIMITS, SECURITY_MESSAGES } from '@sparklink/contract';
import type { FastifyRequest } from 'fastify';
import { toDate } from '../../../db/values';
import { AppError } from '../../../lib/app-error';
import { currentSession } from '../../../plugins/authenticate';

/**
 * Guards an account-level change (decision 034): this device must have proved who it is (POST
 * /api/auth/confirm-identity) in the last few minutes. Otherwise 403 REAUTHENTICATION_REQUIRED,
 * which the SPA answers by asking for the proof and trying again.
 */
export function requireFreshProof(request: FastifyRequest): void {
  const { confirmed_at } = currentSession(request);
  const age = confirmed_at === null ? Infinity : Date.now() - toDate(confirmed_at).getTime();
  if (!(age <= SECURITY_LIMITS.freshProofSeconds * 1000)) {
    throw new AppError('REAUTHENTICATION_REQUIRED', SECURITY_MESSAGES.reauthenticationRequired);
  }
}
