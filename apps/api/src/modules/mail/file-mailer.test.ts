import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { post, uniqueEmail } from '../auth/auth.test-support';

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps each mail as a time-sorted file naming the recipient, with the code', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await post(t.app, '/register', { email: first, password: 'correct-horse-battery' });
    await t.app.outbox.idle();
    await post(t.app, '/register', { email: second, password: 'correct-horse-battery' });
    await t.app.outbox.idle();

    const directory = path.join(t.config.dataDir, 'mail');
    const names = (await readdir(directory)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T.*-${first.replace(/[.+]/g, '\\$&')}\\.txt$`));
    expect(names[1]!.endsWith(`${second}.txt`)).toBe(true);

    const content = await readFile(path.join(directory, names[1]!), 'utf8');
    expect(content).toContain(`To: ${second}`);
    expect(content).toContain('Subject: Your SparkLink verification code');
    const otp = /\b(\d{6})\b/.exec(content)![1]!;
    const verified = await post(t.app, '/verify-email', { email: second, otp });
    expect(verified.statusCode).toBe(200);

    const [row] = await t.app.db.selectFrom('email_outbox').selectAll().where('to_email', '=', second).execute();
    expect(row!.sent_at).not.toBeNull();
  });
});
