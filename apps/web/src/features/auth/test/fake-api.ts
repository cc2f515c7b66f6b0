import type { ApiResponse, ErrorCode, User } from '@sparklink/contract';
import { vi } from 'vitest';

/** One canned answer of the API, as the contract's envelope. */
export interface Reply {
  status: number;
  body: ApiResponse<unknown>;
}

export const ok = (data: unknown, message?: string, status = 200): Reply => ({
  status,
  body: { status: 'SUCCESS', message, data },
});

export const fail = (status: number, code: ErrorCode, message: string): Reply => ({
  status,
  body: { status: 'ERROR', code, message },
});

/**
 * Stubs the browser's fetch with answers keyed by "METHOD /api/path". The returned spy lets a test
 * read what was sent; an unexpected call answers 404 so the test fails on its own message.
 */
export function stubApi(routes: Record<string, Reply>) {
  const spy = vi.fn(async (url: string, init: RequestInit = {}) => {
    const reply = routes[`${init.method ?? 'GET'} ${url}`] ?? fail(404, 'NOT_FOUND', 'Route not found');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return {
    /** The JSON bodies sent to one route, in order. */
    bodiesFor: (route: string) =>
      spy.mock.calls
        .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route)
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}

export function aUser(fields: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ama@example.com',
    firstName: null,
    lastName: null,
    username: null,
    country: null,
    phone: null,
    profilePicture: null,
    subscription: 'STARTER',
    subscriptionExpiresAt: null,
    hasVerifiedBadge: false,
    isVerified: true,
    hasPassword: true,
    googleLinked: false,
    createdAt: '2025-01-03T10:00:00.000Z',
    ...fields,
  };
}

/** A JWT-shaped string whose payload segment is the base64url JSON of `payload`. */
export function aTicket(payload: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...json));
  const base64url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}
