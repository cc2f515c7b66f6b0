import { z } from 'zod';
import type { Session } from './user';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes
 * (docs/decisions/017-two-factor-sign-in.md). The API and the SPA share these.
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

const M = TWO_FACTOR_MESSAGES;

/** A 6-digit code from the authenticator app; spaces people type from the app are ignored. */
export const TotpCodeSchema = z
  .string({ error: M.codeRequired })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.codeRequired));

export const RecoveryCodeSchema = z
  .string({ error: M.recoveryCodeRequired })
  .trim()
  .min(1, M.recoveryCodeRequired)
  .max(TWO_FACTOR_LIMITS.recoveryCodeMax, M.recoveryCodeRequired);

/** POST /api/auth/two-factor/verify: the second step of a sign-in, with exactly one kind of code. */
export const TwoFactorVerifySchema = z
  .object({
    challenge: z.string({ error: M.challengeRequired }).trim().min(1, M.challengeRequired).max(200, M.invalidChallenge),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: M.oneCodeOnly,
    path: ['code'],
  });
export type TwoFactorVerifyInput = z.infer<typeof TwoFactorVerifySchema>;

/** POST /api/auth/two-factor/enable: the first code from the app confirms the enrolment. */
export const EnableTwoFactorSchema = z.object({ code: TotpCodeSchema });
export type EnableTwoFactorInput = z.infer<typeof EnableTwoFactorSchema>;

/**
 * POST /api/auth/two-factor/disable: a current code plus the password, or for an account without
 * one a code from POST /api/auth/two-factor/disable/email-code.
 */
export const DisableTwoFactorSchema = z.object({
  code: TotpCodeSchema,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.wrongPassword).optional(),
  emailCode: z
    .string({ error: M.emailCodeRequired })
    .trim()
    .regex(/^\d{6}$/, M.emailCodeRequired)
    .optional(),
});
export type DisableTwoFactorInput = z.infer<typeof DisableTwoFactorSchema>;

/** What login, exchange and reset-password answer instead of a session when two-factor is on. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
  expiresAt: string;
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
  twoFactor: { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
}
