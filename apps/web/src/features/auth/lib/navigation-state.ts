import type { Location, To } from 'react-router';

/** Router state is whatever the previous screen put there: read it defensively. */
function field(state: unknown, key: string): unknown {
  return state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;
}

/** The e-mail handed over by registration, sign-in or forgot-password. */
export function emailFromState(state: unknown): string | undefined {
  const email = field(state, 'email');
  return typeof email === 'string' && email ? email : undefined;
}

/** A one-line notice handed over with the navigation (e.g. "code sent"). */
export function noticeFromState(state: unknown): string | undefined {
  const notice = field(state, 'notice');
  return typeof notice === 'string' && notice ? notice : undefined;
}

/** Where the sign-in guard stopped the visitor, so sign-in can send them back. */
export function returnTo(state: unknown, fallback: To = '/dashboard'): To {
  const from = field(state, 'from') as Partial<Location> | undefined;
  if (!from || typeof from.pathname !== 'string' || from.pathname === '/login') return fallback;
  return { pathname: from.pathname, search: from.search ?? '', hash: from.hash ?? '' };
}
