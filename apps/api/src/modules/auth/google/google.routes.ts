import { negotiateLanguage } from '@sparklink/contract/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { classifyGoogleFailure, failureLogFields } from './google-failure';
import { createGoogleOidc } from './google-oidc';
import { completeGoogleSignIn } from './google-sign-in.service';
import { bindBrowser } from './login-binding';
import { savePendingSignIn, takePendingSignIn } from './oidc-cookie';

const START = '/api/auth/google';
const CALLBACK = '/api/auth/google/callback';

/**
 * Google sign-in (api-contract §2): both routes answer with a 302 only, never the JSON envelope.
 * The success redirect carries a login ticket, so nothing here logs a URL.
 */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const loginWithError = (reply: FastifyReply, error: string) =>
    reply.header('Cache-Control', 'no-store').redirect(`${config.appOrigin}/login?error=${error}`);

  const settings = config.google;
  if (!settings) {
    // The login screen explains that this server has no Google client configured.
    app.get(START, (_request, reply) => loginWithError(reply, 'google_not_configured'));
    app.get(CALLBACK, (_request, reply) => loginWithError(reply, 'google_not_configured'));
    return;
  }

  const oidc = createGoogleOidc(settings, {
    redirectUri: `${config.publicOrigin}${CALLBACK}`,
    isProduction: config.isProduction,
  });

  app.get(START, async (request, reply) => {
    try {
      const { url, checks } = await oidc.authorizationUrl();
      savePendingSignIn(reply, config, { ...checks, binding: bindBrowser(reply, config) });
      return reply.header('Cache-Control', 'no-store').redirect(url.href);
    } catch (error) {
      request.log.error(failureLogFields(error), 'google sign-in: provider discovery failed');
      return loginWithError(reply, 'google_auth_error');
    }
  });

  app.get(CALLBACK, async (request, reply) => {
    const pending = takePendingSignIn(request, reply, config);
    try {
      // Built from configuration, not the Host header: it must equal the redirect_uri we sent.
      const callbackUrl = new URL(request.url, config.publicOrigin);
      // A new account starts in the browser's language, as one made with a password does.
      const lang = negotiateLanguage(request.headers['accept-language']);
      const { ticket, isNewUser } = await completeGoogleSignIn(app, { oidc, settings }, pending, callbackUrl, lang);
      const query = new URLSearchParams({ token: ticket, google: 'true', new_user: String(isNewUser) });
      return reply
        .header('Referrer-Policy', 'no-referrer')
        .header('Cache-Control', 'no-store')
        .redirect(`${config.appOrigin}/verify-email?${query.toString()}`);
    } catch (error) {
      const failure = classifyGoogleFailure(error);
      const log = failure === 'google_auth_error' ? request.log.error : request.log.warn;
      log.call(request.log, failureLogFields(error), `google sign-in: ${failure}`);
      return loginWithError(reply, failure);
    }
  });
}
