import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { nextIp, post } from './auth.test-support';

/** Every input message of api-contract §2, with the envelope's `errors` paths. */
describe('auth input validation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const EMAIL = 'Enter a valid email';
  const PASSWORD_MIN = 'Password must be at least 6 characters';
  const PASSWORD_MAX = 'Password must be at most 128 characters';
  const COMMON = 'This password is too common. Please choose another.';
  const OTP = 'OTP is required';
  const PASSWORD_REQUIRED = 'Password is required';

  async function expectInvalid(url: string, body: unknown, errors: Array<[string, string]>) {
    const res = await post(t.app, url, body);
    expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: errors[0]![1],
      errors: errors.map(([path, message]) => ({ path, message })),
    });
  }

  const longEmail = `${'a'.repeat(245)}@example.com`;
  const good = 'correct-horse-battery';

  it('register', async () => {
    await expectInvalid('/register', {}, [
      ['email', EMAIL],
      ['password', PASSWORD_MIN],
    ]);
    await expectInvalid('/register', { email: 'not-an-address', password: good }, [['email', EMAIL]]);
    await expectInvalid('/register', { email: longEmail, password: good }, [['email', EMAIL]]);
    await expectInvalid('/register', { email: 'ada@example.com', password: 'five5' }, [['password', PASSWORD_MIN]]);
    await expectInvalid('/register', { email: 'ada@example.com', password: 'x'.repeat(129) }, [
      ['password', PASSWORD_MAX],
    ]);
    await expectInvalid('/register', { email: 'ada@example.com', password: 'password' }, [['password', COMMON]]);
    await expectInvalid('/register', { email: 'ada@example.com', password: 123456 }, [['password', PASSWORD_MIN]]);
  });

  it('verify-email', async () => {
    for (const otp of [undefined, '', '123', '1234567', '12a456', 123456]) {
      await expectInvalid('/verify-email', { email: 'ada@example.com', otp }, [['otp', OTP]]);
    }
    await expectInvalid('/verify-email', { email: 'nope', otp: '123456' }, [['email', EMAIL]]);
  });

  it('resend-verification and forgot-password', async () => {
    for (const url of ['/resend-verification', '/forgot-password']) {
      await expectInvalid(url, {}, [['email', EMAIL]]);
      await expectInvalid(url, { email: 'ada@' }, [['email', EMAIL]]);
    }
  });

  it('login', async () => {
    await expectInvalid('/login', { email: 'ada@example.com', password: '' }, [['password', PASSWORD_REQUIRED]]);
    await expectInvalid('/login', { email: 'ada@example.com' }, [['password', PASSWORD_REQUIRED]]);
    await expectInvalid('/login', { email: 'ada', password: 'x' }, [['email', EMAIL]]);
  });

  /**
   * No body, a JSON `null` or a JSON array reads as `{}`: the first field's own message, never zod's
   * "expected object" with an empty path (api-contract §1.2).
   */
  const missingFields: Record<string, Array<[string, string]>> = {
    '/register': [
      ['email', EMAIL],
      ['password', PASSWORD_MIN],
    ],
    '/verify-email': [
      ['email', EMAIL],
      ['otp', OTP],
    ],
    '/resend-verification': [['email', EMAIL]],
    '/login': [
      ['email', EMAIL],
      ['password', PASSWORD_REQUIRED],
    ],
    '/forgot-password': [['email', EMAIL]],
    '/reset-password': [
      ['email', EMAIL],
      ['otp', OTP],
      ['password', PASSWORD_MIN],
    ],
  };
  const nonObjectBodies = [
    { body: 'no body', headers: {}, payload: undefined },
    { body: 'null', headers: { 'content-type': 'application/json' }, payload: 'null' },
    { body: '[]', headers: { 'content-type': 'application/json' }, payload: '[]' },
  ];
  const nonObjectCases = Object.entries(missingFields).flatMap(([url, errors]) =>
    nonObjectBodies.map((sent) => ({ url, errors, ...sent })),
  );

  it.each(nonObjectCases)('$url with $body', async ({ url, errors, headers, payload }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      headers,
      payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: errors[0]![1],
      errors: errors.map(([path, message]) => ({ path, message })),
    });
  });

  it('reset-password', async () => {
    await expectInvalid('/reset-password', { email: 'ada@example.com', otp: '12', password: good }, [['otp', OTP]]);
    await expectInvalid('/reset-password', { email: 'ada@example.com', otp: '123456', password: 'abc' }, [
      ['password', PASSWORD_MIN],
    ]);
    await expectInvalid('/reset-password', { email: 'ada@example.com', otp: '123456', password: '123456' }, [
      ['password', COMMON],
    ]);
  });
});
