import { z } from 'zod';
import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** Request schemas for /api/auth (api-contract §2). The client forms reuse them. */

export const EmailSchema = z
  .string({ error: MESSAGES.enterValidEmail })
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, MESSAGES.enterValidEmail)
  .pipe(z.email({ error: MESSAGES.enterValidEmail }));

/** A password being set. The common-password check runs on the server only (the list is large). */
export const NewPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(LIMITS.passwordMin, MESSAGES.passwordMin)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

export const OtpSchema = z
  .string({ error: MESSAGES.otpRequired })
  .trim()
  .regex(/^\d{4,6}$/, MESSAGES.otpRequired);

export const RegisterSchema = z.object({ email: EmailSchema, password: NewPasswordSchema });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const VerifyEmailSchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyEmailInput = z.infer<typeof VerifyEmailSchema>;

export const EmailOnlySchema = z.object({ email: EmailSchema });
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const ExchangeSchema = z.object({
  ticket: z.string({ error: MESSAGES.ticketRequired }).trim().min(1, MESSAGES.ticketRequired),
});

export const DeleteAccountSchema = z
  .object({ confirm: z.string({ error: MESSAGES.typeDeleteToConfirm }).optional() })
  .optional()
  .refine((body) => body?.confirm === undefined || body.confirm === 'DELETE', {
    message: MESSAGES.typeDeleteToConfirm,
    path: ['confirm'],
  });

// ---- Client forms (spec 1 §5): same messages, plus the fields only the browser has ----

export const LoginFormSchema = z.object({
  email: EmailSchema,
  password: z.string().min(LIMITS.passwordMin, MESSAGES.passwordRequired),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const RegisterFormSchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(LIMITS.passwordMin, MESSAGES.confirmPassword),
    agree: z.boolean().refine((v) => v, MESSAGES.agreeToTerms),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const ResetPasswordFormSchema = z
  .object({
    email: EmailSchema,
    otp: OtpSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().min(LIMITS.passwordMin, MESSAGES.confirmPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
