import { MESSAGES } from '@sparklink/contract';

export interface TicketClaims {
  userId: string;
  email: string;
}

/**
 * Reads the claims of the ticket in the Google redirect without verifying it (the server does that
 * on exchange): a mangled link fails here, with the spec's message, before the one-time ticket is spent.
 */
export function decodeTicketClaims(token: string): TicketClaims {
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(token.split('.')[1] ?? ''));
  } catch {
    throw new Error(MESSAGES.failedToDecodeToken);
  }
  if (!isClaims(claims)) throw new Error(MESSAGES.invalidTokenPayload);
  return { userId: claims.userId, email: claims.email };
}

function decodeBase64Url(segment: string): string {
  if (!segment) throw new Error('no payload segment');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isClaims(value: unknown): value is TicketClaims {
  if (!value || typeof value !== 'object') return false;
  const { userId, email } = value as Record<string, unknown>;
  return typeof userId === 'string' && userId !== '' && typeof email === 'string' && email !== '';
}
