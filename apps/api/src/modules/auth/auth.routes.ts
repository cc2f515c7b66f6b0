import {
  DeleteAccountSchema,
  EmailOnlySchema,
  isTwoFactorChallenge,
  LoginSchema,
  MESSAGES,
  RegisterSchema,
  ResetPasswordSchema,
  TWO_FACTOR_MESSAGES,
  VerifyEmailSchema,
} from '@sparklink/contract';
import { negotiateLanguage } from '@sparklink/contract/i18n';
import type { FastifyInstance } from 'fastify';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { toOwnUser } from '../users/own-user';
import { removeStoredFiles } from '../../plugins/storage';
import { deleteAccount } from './account.service';
import { clientOf } from './client';
import { login } from './login.service';
import { forgotPassword, resetPassword } from './password-reset.service';
import { register, resendVerification, verifyEmail } from './registration.service';
import { requireFreshProof } from './sessions/fresh-proof';
import { sessionRoutes } from './sessions/sessions.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';

/** A sign-in that stopped at its first step says what comes next (decision 017). */
const signInMessage = (data: object, done: string) =>
  isTwoFactorChallenge(data) ? TWO_FACTOR_MESSAGES.secondStepRequired : done;

/** E-mail and password accounts (api-contract §2). Google sign-in lives in ./google. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/register', async (request, reply) => {
    const lang = negotiateLanguage(request.headers['accept-language']);
    const data = await register(app, parseBody(RegisterSchema, request.body), request.ip, lang);
    return reply.status(201).send(ok(data, MESSAGES.registerSuccess));
  });

  app.post('/api/auth/verify-email', async (request) => {
    const data = await verifyEmail(app, parseBody(VerifyEmailSchema, request.body), clientOf(request));
    return ok(data, MESSAGES.emailVerified);
  });

  app.post('/api/auth/resend-verification', async (request) => {
    await resendVerification(app, parseBody(EmailOnlySchema, request.body), request.ip);
    return ok(null, MESSAGES.resendSent);
  });

  app.post('/api/auth/login', async (request) => {
    const data = await login(app, parseBody(LoginSchema, request.body), clientOf(request));
    return ok(data, signInMessage(data, MESSAGES.loginSuccess));
  });

  app.post('/api/auth/forgot-password', async (request) => {
    await forgotPassword(app, parseBody(EmailOnlySchema, request.body), request.ip);
    return ok(null, MESSAGES.forgotSent);
  });

  app.post('/api/auth/reset-password', async (request) => {
    const data = await resetPassword(app, parseBody(ResetPasswordSchema, request.body), clientOf(request));
    return ok(data, signInMessage(data, MESSAGES.resetSuccess));
  });

  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
}

async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/auth/me', async (request) => ok({ user: await toOwnUser(app, currentUser(request)) }));

  // The older client sends no body at all; that is accepted like `{}`. It sends no proof of
  // identity either, and is refused for it: a deliberate break (decision 034).
  app.delete('/api/auth/account', async (request) => {
    parseInput(DeleteAccountSchema, request.body ?? undefined);
    requireFreshProof(request);
    const fileKeys = await deleteAccount(app, currentUser(request).id);
    // Files go after the commit, in the background: no row names them any more (api-contract §2).
    void removeStoredFiles(app.storage, fileKeys, request.log);
    return ok(null, MESSAGES.accountDeleted);
  });
}
