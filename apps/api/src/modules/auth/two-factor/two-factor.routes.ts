import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  MESSAGES,
  RecoveryChallengeSchema,
  SECURITY_MESSAGES,
  StartRecoverySchema,
  TWO_FACTOR_MESSAGES,
  TwoFactorVerifySchema,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { currentSession, currentUser } from '../../../plugins/authenticate';
import { clientOf } from '../client';
import { requireFreshProof } from '../sessions/fresh-proof';
import { completeChallenge } from './challenge';
import { disableTwoFactor, sendDisableCode } from './disable.service';
import { enableTwoFactor, renewRecoveryCodes, startTwoFactorSetup } from './enrolment.service';
import { startRecoveryReminders } from './recovery-reminders';
import { cancelRecovery, completeRecovery, sendRecoveryCode, startRecovery } from './recovery.service';
import { getSecurityStatus } from './security.service';

/**
 * Two-factor sign-in (decisions 017, 034): the sign-in's second step and the recovery of a lost
 * second factor (public, on a sign-in challenge), and the owner's own settings.
 */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  let reminders: ReturnType<typeof startRecoveryReminders> | undefined;
  app.addHook('onReady', async () => {
    reminders = startRecoveryReminders(app, app.log);
  });
  app.addHook('onClose', async () => {
    await reminders?.stop();
  });

  app.post('/api/auth/two-factor/verify', async (request) => {
    const data = await completeChallenge(app, parseBody(TwoFactorVerifySchema, request.body), clientOf(request));
    return ok(data, MESSAGES.loginSuccess);
  });

  app.post('/api/auth/two-factor/recovery/email-code', async (request) => {
    await sendRecoveryCode(app, parseBody(RecoveryChallengeSchema, request.body), clientOf(request));
    return ok(null, TWO_FACTOR_MESSAGES.emailCodeSent);
  });

  app.post('/api/auth/two-factor/recovery', async (request) => {
    const data = await startRecovery(app, parseBody(StartRecoverySchema, request.body), clientOf(request));
    return ok(data, SECURITY_MESSAGES.recoveryStarted);
  });

  app.post('/api/auth/two-factor/recovery/complete', async (request) => {
    const data = await completeRecovery(app, parseBody(RecoveryChallengeSchema, request.body), clientOf(request));
    return ok(data, SECURITY_MESSAGES.recoveryCompleted);
  });

  await app.register(ownTwoFactorRoutes);
}

async function ownTwoFactorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/auth/security', async (request) => ok(await getSecurityStatus(app.db, currentUser(request))));

  // No body is read: an empty POST is fine. A stolen session alone cannot plant a second factor:
  // setup and enable each need a fresh proof of identity (decision 034).
  app.post('/api/auth/two-factor/setup', async (request) => {
    requireFreshProof(request);
    const data = await startTwoFactorSetup(app, currentUser(request));
    return ok(data, TWO_FACTOR_MESSAGES.setupStarted);
  });

  app.post('/api/auth/two-factor/enable', async (request) => {
    const input = parseBody(EnableTwoFactorSchema, request.body);
    requireFreshProof(request);
    const data = await enableTwoFactor(app, currentUser(request).id, currentSession(request), input);
    return ok(data, TWO_FACTOR_MESSAGES.enabled);
  });

  app.post('/api/auth/two-factor/recovery-codes', async (request) => {
    requireFreshProof(request);
    return ok(await renewRecoveryCodes(app, currentUser(request).id), SECURITY_MESSAGES.recoveryCodesRenewed);
  });

  app.post('/api/auth/two-factor/disable/email-code', async (request) => {
    await sendDisableCode(app, currentUser(request));
    return ok(null, TWO_FACTOR_MESSAGES.emailCodeSent);
  });

  // Its own proofs are in the body: the password (or a mailed code) and a code from the app.
  app.post('/api/auth/two-factor/disable', async (request) => {
    const input = parseBody(DisableTwoFactorSchema, request.body);
    await disableTwoFactor(app, currentUser(request), input);
    return ok(null, TWO_FACTOR_MESSAGES.disabled);
  });

  app.delete('/api/auth/two-factor/recovery', async (request) => {
    await cancelRecovery(app, currentUser(request));
    return ok(null, SECURITY_MESSAGES.recoveryCancelled);
  });
}
