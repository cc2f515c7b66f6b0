import type { Device } from './analytics';

/**
 * Account security (docs/decisions/034-a-stolen-session-cannot-take-the-account.md): signed-in
 * devices, the fresh proof of identity that account-level changes need, and the recovery of a
 * lost second factor. No schemas here: the sign-in screens read these messages on their first load
 * (decision 022); the schemas are in ./security.schemas.ts.
 */

export const SECURITY_LIMITS = {
  /** How long a proof of identity (password or mailed code) lets this device change the account's security. */
  freshProofSeconds: 5 * 60,
  /** How long a requested removal of a lost second factor waits, so that the owner can stop it. */
  recoveryWaitDays: 7,
} as const;

export const SECURITY_MESSAGES = {
  reauthenticationRequired: "Please confirm it's you to continue",
  identityConfirmed: 'Thanks, that is you',
  sessionNotFound: 'Session not found',
  sessionSignedOut: 'That device is signed out',
  otherSessionsSignedOut: 'Every other device is signed out',
  signedOut: 'Signed out',
  recoveryCodesRenewed: 'New recovery codes are ready. The old ones no longer work.',
  recoveryStarted: 'Two-factor sign-in will be removed in 7 days unless the request is cancelled',
  recoveryNotDue: 'Two-factor sign-in can be removed when the 7 days are over',
  recoveryNotStarted: 'No request to remove two-factor sign-in is under way',
  recoveryCancelled: 'The request is cancelled. Two-factor sign-in stays on.',
  recoveryCompleted: 'Two-factor sign-in is removed. You are signed in.',
  codesBlocked: 'Too many wrong codes. Please wait before you try again.',
  signedOutAfterWrongProofs: 'Too many wrong answers: this device is signed out. Sign in again.',
} as const;

/** GET /api/auth/sessions: one signed-in device. */
export interface SessionSummary {
  id: string;
  device: Device;
  browser: string | null;
  os: string | null;
  createdAt: string;
  lastUsedAt: string;
  /** The device asking. */
  current: boolean;
}

/** POST /api/auth/confirm-identity: this device may change the account's security until then. */
export interface IdentityConfirmation {
  confirmedUntil: string;
}

/** A requested removal of a lost second factor, as the sign-in's second step and Settings show it. */
export interface TwoFactorRecoveryState {
  requestedAt: string;
  dueAt: string;
  /** True once the waiting period is over: the next sign-in may finish it. */
  ready: boolean;
}
