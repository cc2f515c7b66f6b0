import { z } from 'zod';
import { TWO_FACTOR_LIMITS, TWO_FACTOR_MESSAGES } from './two-factor-constants';

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes
 * (docs/decisions/017-two-factor-sign-in.md). The API and the SPA share these.
 */

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
