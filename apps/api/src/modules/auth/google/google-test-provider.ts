import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';

/** Test support: a real OIDC provider on a free local port, standing in for Google. */
export interface TestProvider {
  server: OAuth2Server;
  /** GOOGLE_* variables for createTestApp. */
  env: Record<string, string>;
  /** Changes the next ID token only (the access token is signed first and left alone). */
  nextIdToken(claims: Record<string, unknown>, header?: Record<string, unknown>): void;
  stop(): Promise<void>;
}

export const TEST_CLIENT_ID = 'sparklink-test-client';

export async function startTestProvider(): Promise<TestProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return {
    server,
    env: {
      GOOGLE_ISSUER: server.issuer.url,
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'sparklink-test-secret',
    },
    nextIdToken(claims, header = {}) {
      const listener = (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => {
        // The mock builds the access token (which carries `scope`) before the ID token.
        if ('scope' in token.payload) return;
        Object.assign(token.payload, claims);
        Object.assign(token.header, header);
        server.service.off('beforeTokenSigning', listener);
      };
      server.service.on('beforeTokenSigning', listener);
    },
    stop: () => (server.listening ? server.stop() : Promise.resolve()),
  };
}

export interface StartedSignIn {
  /** `name=value` of the attempt's cookie, ready for a Cookie header. */
  cookie: string;
  /** The whole Set-Cookie header, attributes included. */
  setCookie: string;
  /** Our callback path with the provider's code and state, as the browser would request it. */
  callbackPath: string;
}

/** GET /api/auth/google, then the provider's authorize step, stopping before our callback. */
export async function startSignIn(app: FastifyInstance): Promise<StartedSignIn> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const setCookie = String(start.headers['set-cookie']);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(String(authorize.headers.get('location')));
  return { cookie: setCookie.split(';')[0]!, setCookie, callbackPath: `${callback.pathname}${callback.search}` };
}

export function callCallback(app: FastifyInstance, signIn: StartedSignIn): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: signIn.callbackPath, headers: { cookie: signIn.cookie } });
}

/** The whole browser round trip; answers our callback's response. */
export async function signInWithGoogle(app: FastifyInstance): Promise<LightMyRequestResponse> {
  return callCallback(app, await startSignIn(app));
}

/** The ticket and flags of a successful callback redirect. */
export function ticketFrom(response: LightMyRequestResponse): { ticket: string; url: URL } {
  const url = new URL(String(response.headers.location));
  return { ticket: url.searchParams.get('token') ?? '', url };
}
