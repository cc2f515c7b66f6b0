import { toNestErrors } from '@hookform/resolvers';
import {
  LIMITS,
  MESSAGES,
  TWO_FACTOR_LIMITS,
  TWO_FACTOR_MESSAGES,
  type LoginForm,
  type RegisterForm,
} from '@sparklink/contract';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * The sign-in forms' checks as plain functions: the contract's zod schemas (LoginFormSchema,
 * RegisterFormSchema, TotpCodeSchema, RecoveryCodeSchema) would bring zod, 23 KB compressed, onto
 * the first load of /login and /register (decision 022). Same rules, same messages, same values;
 * form-rules.test.ts holds them to the schemas.
 */

type Errors<T> = Partial<Record<keyof T, string>>;

/** zod's z.email() pattern, which the contract's EmailSchema uses. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const emailError = (email: string) =>
  email.length > LIMITS.emailMax || !EMAIL.test(email) ? MESSAGES.enterValidEmail : undefined;

const tooShort = (value: string) => value.length < LIMITS.passwordMin;

/** Checks a form and gives its values as the schema would: the e-mail trimmed and in lower case. */
interface FormRules<T> {
  check(values: T): Errors<T>;
}

function checkLogin(form: LoginForm): Errors<LoginForm> {
  return {
    email: emailError(form.email),
    password: tooShort(form.password) ? MESSAGES.passwordRequired : undefined,
  };
}

function checkRegister(form: RegisterForm): Errors<RegisterForm> {
  const mismatch = form.password !== form.confirmPassword ? MESSAGES.passwordsDoNotMatch : undefined;
  return {
    email: emailError(form.email),
    password: tooShort(form.password)
      ? MESSAGES.passwordMin
      : form.password.length > LIMITS.passwordMax
        ? MESSAGES.passwordTooLong
        : undefined,
    confirmPassword: tooShort(form.confirmPassword) ? MESSAGES.confirmPassword : mismatch,
    agree: form.agree ? undefined : MESSAGES.agreeToTerms,
  };
}

export const loginRules: FormRules<LoginForm> = { check: checkLogin };
export const registerRules: FormRules<RegisterForm> = { check: checkRegister };

/** A react-hook-form resolver, answering as @hookform/resolvers' zodResolver does. */
export function rulesResolver<T extends FieldValues & { email: string }>(rules: FormRules<T>): Resolver<T> {
  return (raw, _context, options) => {
    const values = { ...raw, email: raw.email.trim().toLowerCase() };
    const found = Object.entries(rules.check(values)).filter(([, message]) => message);
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: toNestErrors<T>(errors as Record<string, FieldError>, options) };
  };
}

/** A code in the second step of a sign-in: its value as sent, or the message to show. */
export type CodeCheck = { value: string; error?: undefined } | { error: string };

/** A code from the authenticator app; spaces people type from the app are ignored. */
export function checkTotpCode(input: string): CodeCheck {
  const value = input.replace(/\s/g, '');
  return /^\d{6}$/.test(value) ? { value } : { error: TWO_FACTOR_MESSAGES.codeRequired };
}

export function checkRecoveryCode(input: string): CodeCheck {
  const value = input.trim();
  return value.length >= 1 && value.length <= TWO_FACTOR_LIMITS.recoveryCodeMax
    ? { value }
    : { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired };
}
