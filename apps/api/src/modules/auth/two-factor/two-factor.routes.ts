import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  TwoFactorVerifySchema,
} from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../../../lib/parse';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/authenticate';
import { completeChallenge } from './challenge';
import { disableTwoFactor, sendDisableCode } from './disable.service';
import { enableTwoFactor, startTwoFactorSetup } from './enrolment.service';
import { getSecurityStatus } from './security.service';

/** Two-factor sign-in (decision 017): the sign-in's second step, and the owner's own settings. */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/two-factor/verify', async (request) => {
    const data = await completeChallenge(app, parseBody(TwoFactorVerifySchema, request.body), request.ip);
    return ok(data, MESSAGES.loginSuccess);
  });

  await app.register(ownTwoFactorRoutes);
}

async function ownTwoFactorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/auth/security', async (request) => ok(await getSecurityStatus(app.db, currentUser(request))));

  // No body is read: an empty POST is fine.
  app.post('/api/auth/two-factor/setup', async (request) => {
    const data = await startTwoFactorSetup(app, currentUser(request));
    return ok(data, TWO_FACTOR_MESSAGES.setupStarted);
  });

  app.post('/api/auth/two-factor/enable', async (request) => {
    const input = parseBody(EnableTwoFactorSchema, request.body);
    return ok(await enableTwoFactor(app, currentUser(request).id, input), TWO_FACTOR_MESSAGES.enabled);
  });

  app.post('/api/auth/two-factor/disable/email-code', async (request) => {
    await sendDisableCode(app, currentUser(request));
    return ok(null, TWO_FACTOR_MESSAGES.emailCodeSent);
  });

  app.post('/api/auth/two-factor/disable', async (request) => {
    const input = parseBody(DisableTwoFactorSchema, request.body);
    await disableTwoFactor(app, currentUser(request), input);
    return ok(null, TWO_FACTOR_MESSAGES.disabled);
  });
}
