import { ConfirmIdentitySchema, SECURITY_MESSAGES, TWO_FACTOR_MESSAGES } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { currentSession, currentUser } from '../../../plugins/authenticate';
import { confirmIdentity, sendConfirmCode } from './confirm-identity.service';
import { requireFreshProof } from './fresh-proof';
import { listOwnSessions, signOutOtherSessions, signOutSession } from './sessions.service';
import { deleteSession } from './sessions.repository';

/** The signed-in devices and the proof of identity account-level changes need (decision 034). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.post('/api/auth/confirm-identity', async (request) => {
    const input = parseBody(ConfirmIdentitySchema, request.body);
    const data = await confirmIdentity(app, currentUser(request), currentSession(request), input);
    return ok(data, SECURITY_MESSAGES.identityConfirmed);
  });

  // No body is read: an empty POST is fine.
  app.post('/api/auth/confirm-identity/email-code', async (request) => {
    await sendConfirmCode(app, currentUser(request), currentSession(request));
    return ok(null, TWO_FACTOR_MESSAGES.emailCodeSent);
  });

  app.get('/api/auth/sessions', async (request) => {
    const sessions = await listOwnSessions(app.db, currentUser(request).id, currentSession(request));
    return ok({ sessions });
  });

  app.post('/api/auth/sessions/sign-out-others', async (request) => {
    requireFreshProof(request);
    const signedOut = await signOutOtherSessions(app.db, currentUser(request).id, currentSession(request));
    return ok({ signedOut }, SECURITY_MESSAGES.otherSessionsSignedOut);
  });

  app.delete<{ Params: { sessionId: string } }>('/api/auth/sessions/:sessionId', async (request) => {
    requireFreshProof(request);
    await signOutSession(app.db, currentUser(request).id, request.params.sessionId);
    return ok(null, SECURITY_MESSAGES.sessionSignedOut);
  });

  // Signing this device out needs no proof: it only ever takes access away from the caller.
  app.post('/api/auth/logout', async (request) => {
    await deleteSession(app.db, currentUser(request).id, currentSession(request).id);
    return ok(null, SECURITY_MESSAGES.signedOut);
  });
}
