import type { ApiResponse, ErrorCode, ProfileData, Settings, User } from '@sparklink/contract';
import { vi } from 'vitest';

/** One canned answer of the API, as the contract's envelope. */
export interface Reply {
  status: number;
  body: ApiResponse<unknown>;
}

export const ok = (data: unknown, message?: string): Reply => ({
  status: 200,
  body: { status: 'SUCCESS', message, data },
});
export const fail = (status: number, code: ErrorCode, message: string): Reply => ({
  status,
  body: { status: 'ERROR', code, message },
});

/** A fixed answer, or a function asked on every call (for answers that change after a write). */
export type Route = Reply | (() => Reply);

/**
 * Stubs fetch with answers keyed by "METHOD /api/path?query". An unexpected call answers 404, so
 * the test fails on its own message. `sent` lists the JSON bodies sent to one route.
 */
export function stubApi(routes: Record<string, Route>) {
  const spy = vi.fn(async (url: string, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${url}`];
    const reply = (typeof route === 'function' ? route() : route) ?? fail(404, 'NOT_FOUND', 'Route not found');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', spy);
  return {
    sent: (route: string) =>
      spy.mock.calls
        .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === route)
        .map(([, init]) => (init?.body === undefined ? undefined : JSON.parse(String(init.body)))),
  };
}

export function aUser(fields: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ama@example.com',
    firstName: 'Ama',
    lastName: 'Mensah',
    username: 'ama',
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

export function aProfile(
  user: Partial<ProfileData['user']> = {},
  profile: Partial<ProfileData['profile']> = {},
): ProfileData {
  return {
    user: {
      id: 'user-1',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      username: 'ama',
      country: null,
      phone: null,
      profilePicture: null,
      subscription: 'STARTER',
      hasVerifiedBadge: false,
      isVerified: true,
      ...user,
    },
    profile: {
      bio: null,
      tagline: null,
      backgroundImage: null,
      isPublished: true,
      website: null,
      hasResume: false,
      socialLinks: [],
      showGalleryOnProfile: false,
      lookId: 'paper',
      colorMode: 'light',
      accentColor: null,
      linksLayout: 'buttons',
      createdAt: '2025-01-03T10:00:00.000Z',
      updatedAt: '2025-01-03T10:00:00.000Z',
      ...profile,
    },
  };
}

/** A new account's settings (api-contract §10). */
export const defaultSettings = (): Settings => ({
  notifications: { email: true, marketing: false, security: true },
  privacy: { profileVisible: true, allowIndexing: true, showLastSeen: false },
  appearance: { theme: 'system', language: 'en', timeZone: 'Africa/Accra' },
});
