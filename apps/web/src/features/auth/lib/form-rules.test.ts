import {
  LoginFormSchema,
  RecoveryCodeSchema,
  RegisterFormSchema,
  TotpCodeSchema,
  type LoginForm,
  type RegisterForm,
} from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkRecoveryCode, checkTotpCode, loginRules, registerRules, rulesResolver } from './form-rules';

/** What the contract's schema says of a form: the first message per field, or the parsed values. */
function bySchema(schema: z.ZodType, values: unknown) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values: {}, errors };
}

async function byRules<T extends LoginForm | RegisterForm>(rules: typeof loginRules | typeof registerRules, values: T) {
  const resolve = rulesResolver(rules as never);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, (error as { message: string }).message]),
  );
  return { values: result.values, errors };
}

const EMAILS = [
  '',
  ' ',
  'owner@example.com',
  '  Owner@Example.COM ',
  'owner@example',
  'owner.@example.com',
  '.owner@example.com',
  'ow..ner@example.com',
  "o'brien+tag@mail.example.co.uk",
  'owner@-example.com',
  'owner@example.c',
  'ówner@example.com',
  `${'a'.repeat(250)}@example.com`,
  `${'a'.repeat(240)}@example.com`,
];
const PASSWORDS = ['', '12345', '123456', 'secret-pass', 'x'.repeat(128), 'x'.repeat(129)];

describe('the sign-in forms checked without zod', () => {
  it('answer the login form as LoginFormSchema does', async () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        const form = { email, password };
        expect(await byRules(loginRules, form), JSON.stringify(form)).toEqual(bySchema(LoginFormSchema, form));
      }
    }
  });

  it('answer the register form as RegisterFormSchema does', async () => {
    const emails = ['', 'owner@example.com', ' Owner@Example.com', 'owner@example'];
    for (const email of emails) {
      for (const password of PASSWORDS) {
        for (const confirmPassword of ['', '12345', password, 'other-pass']) {
          for (const agree of [true, false]) {
            const form = { email, password, confirmPassword, agree };
            expect(await byRules(registerRules, form), JSON.stringify(form)).toEqual(
              bySchema(RegisterFormSchema, form),
            );
          }
        }
      }
    }
  });

  it('answer the two-factor codes as TotpCodeSchema and RecoveryCodeSchema do', () => {
    const codes = [
      '',
      ' ',
      '123456',
      ' 123 456 ',
      '12345',
      '1234567',
      'abcdef',
      '12345a',
      ' abcd-efgh ',
      'x'.repeat(64),
    ];
    for (const code of [...codes, 'x'.repeat(65), ` ${'x'.repeat(64)} `]) {
      for (const [check, schema] of [
        [checkTotpCode, TotpCodeSchema],
        [checkRecoveryCode, RecoveryCodeSchema],
      ] as const) {
        const parsed = schema.safeParse(code);
        expect(check(code), code).toEqual(
          parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message },
        );
      }
    }
  });
});
