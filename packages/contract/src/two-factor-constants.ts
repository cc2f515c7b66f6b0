import type { TwoFactorRecoveryState } from './security-constants';
import type { Session } from './user';

/**
 * The two-factor constants and the sign-in answer's type, in a module without schemas: the sign-in
 * screens read them and must not bring zod onto their first load (decision 022).
 */

export const TWO_FACTOR_LIMITS = {
  /** How long the second step of a sign-in stays open. */
  challengeTtlSeconds: 5 * 60,
  /** Wrong codes one sign-in challenge takes before it is void. */
  challengeMaxAttempts: 5,
  recoveryCodeCount: 10,
  recoveryCodeMax: 64,
} as const;

export const TWO_FACTOR_MESSAGES = {
  secondStepRequired: 'Enter the code from your authenticator app',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeRequired: 'Enter one of your recovery codes',
  challengeRequired: 'Challenge is required',
  oneCodeOnly: 'Send either a code or a recovery code',
  invalidChallenge: 'Your sign-in expired. Please sign in again.',
  invalidCode: 'Invalid authentication code',
  invalidRecoveryCode: 'Invalid recovery code',
  tooManyAttempts: 'Too many attempts. Please sign in again.',
  setupStarted: 'Scan the QR code, then enter a code from your app to confirm',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  setupNotStarted: 'Start the two-factor setup again',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off',
  passwordRequired: 'Enter your password',
  wrongPassword: 'Incorrect password',
  emailCodeRequired: 'Enter the code we e-mailed you',
  usePassword: 'Your account has a password: confirm with it instead',
  emailCodeSent: 'We e-mailed you a code. It expires in 10 minutes.',
  invalidEmailCode: 'Invalid or expired e-mailed code',
} as const;

/** What login, exchange and reset-password answer instead of a session when two-factor is on. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
  /** Only when the owner asked to remove a lost second factor (decision 034). */
  recovery?: TwoFactorRecoveryState;
}

export const isTwoFactorChallenge = (data: object): data is TwoFactorChallenge =>
  'twoFactorRequired' in data && data.twoFactorRequired === true;

/** A finished Google sign-in says whether it linked an account, as POST /exchange does. */
export type TwoFactorSession = Session & { isNewUser?: boolean };

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  otpauthUrl: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** GET /api/auth/security: what Settings → Security shows. */
export interface SecurityStatus {
  hasPassword: boolean;
  passwordChangedAt: string | null;
  twoFactor: {
    enabled: boolean;
    enabledAt: string | null;
    recoveryCodesLeft: number;
    /** A requested removal of the second factor, which a signed-in owner may cancel. */
    recovery: TwoFactorRecoveryState | null;
  };
}
