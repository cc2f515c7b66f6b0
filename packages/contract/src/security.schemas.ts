import { z } from 'zod';
import { TWO_FACTOR_MESSAGES as M } from './two-factor-constants';

/** Schemas of account security (see ./security-constants.ts). */

const EmailCodeSchema = z
  .string({ error: M.emailCodeRequired })
  .trim()
  .regex(/^\d{6}$/, M.emailCodeRequired);

const ChallengeSchema = z
  .string({ error: M.challengeRequired })
  .trim()
  .min(1, M.challengeRequired)
  .max(200, M.invalidChallenge);

/**
 * POST /api/auth/confirm-identity: the current password, or for an account without one a code from
 * POST /api/auth/confirm-identity/email-code. Which one is required depends on the account.
 */
export const ConfirmIdentitySchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.wrongPassword).optional(),
  emailCode: EmailCodeSchema.optional(),
});
export type ConfirmIdentityInput = z.infer<typeof ConfirmIdentitySchema>;

/** The recovery routes of a lost second factor act on an open sign-in challenge (its first step done). */
export const RecoveryChallengeSchema = z.object({ challenge: ChallengeSchema });
export type RecoveryChallengeInput = z.infer<typeof RecoveryChallengeSchema>;

export const StartRecoverySchema = z.object({ challenge: ChallengeSchema, emailCode: EmailCodeSchema });
export type StartRecoveryInput = z.infer<typeof StartRecoverySchema>;
