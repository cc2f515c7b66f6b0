import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { hashBinding } from './login-binding';

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
  /** The Cookie header the browser sends to our callback: the attempt's cookie and the binding. */
  cookie: string;
  /** `name=value` of the binding cookie alone: what the browser still holds when it exchanges the ticket. */
  bindingCookie: string;
  /** The whole Set-Cookie headers of the start, attributes included. */
  setCookies: string[];
  /** Our callback path with the provider's code and state, as the browser would request it. */
  callbackPath: string;
}

const nameAndValue = (setCookie: string) => setCookie.split(';')[0]!;

/** The whole Set-Cookie header for cookie `name` in a response, or undefined. */
export function setCookieNamed(response: LightMyRequestResponse, name: string): string | undefined {
  return [response.headers['set-cookie'] ?? []].flat().find((header) => header.startsWith(`${name}=`));
}

/** GET /api/auth/google, then the provider's authorize step, stopping before our callback. */
export async function startSignIn(app: FastifyInstance): Promise<StartedSignIn> {
  const start = await app.inject({ method: 'GET', url: '/api/auth/google' });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}`);
  const setCookies = [start.headers['set-cookie'] ?? []].flat();
  const binding = setCookieNamed(start, 'sl_login_binding') ?? setCookieNamed(start, '__Host-sl_login_binding');
  if (!binding) throw new Error('start set no binding cookie');
  const bindingCookie = nameAndValue(binding);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(String(authorize.headers.get('location')));
  return {
    cookie: setCookies.map(nameAndValue).join('; '),
    bindingCookie,
    setCookies,
    callbackPath: `${callback.pathname}${callback.search}`,
  };
}

export function callCallback(
  app: FastifyInstance,
  signIn: StartedSignIn,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: signIn.callbackPath, headers: { ...headers, cookie: signIn.cookie } });
}

/** The whole browser round trip: our callback's response and the binding cookie the browser kept. */
export async function signInWithGoogle(
  app: FastifyInstance,
  headers: Record<string, string> = {},
): Promise<{ response: LightMyRequestResponse; bindingCookie: string }> {
  const signIn = await startSignIn(app);
  return { response: await callCallback(app, signIn, headers), bindingCookie: signIn.bindingCookie };
}

/** POST /api/auth/exchange as the SPA's same-origin fetch sends it: with the browser's cookies, if any. */
export function exchangeTicket(app: FastifyInstance, ticket: string, cookie?: string): Promise<LightMyRequestResponse> {
  const headers = cookie === undefined ? {} : { cookie };
  return app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { ticket }, headers });
}

/** A made-up browser for tests that issue tickets directly: its binding cookie (plain http) and hash. */
export function testBrowser(): { cookie: string; binding: string } {
  const value = randomUUID();
  return { cookie: `sl_login_binding=${value}`, binding: hashBinding(value) };
}

/** The ticket and flags of a successful callback redirect. */
export function ticketFrom(response: LightMyRequestResponse): { ticket: string; url: URL } {
  const url = new URL(String(response.headers.location));
  return { ticket: url.searchParams.get('token') ?? '', url };
}
