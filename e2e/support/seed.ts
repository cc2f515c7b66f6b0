import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Tier, User } from '@sparklink/contract';
import { createDatabase } from '../../apps/api/src/db/database';
import { startSession } from '../../apps/api/src/modules/auth/auth-session';
import { toUser } from '../../apps/api/src/modules/users/user.projection';
import { insertUser } from '../../apps/api/test/helpers/factories';
import { e2eDataDir } from './environment';
import { uniqueEmail } from './mailbox';

export interface SeededUser {
  email: string;
  password: string;
  token: string;
  user: User;
}

/**
 * A verified account written straight into the running server's database with the API's own
 * repository code, so specs that are not about sign-up skip it (and its per-IP rate limits).
 */
export async function seedUser(
  options: { tier?: Tier; username?: string; firstName?: string; lastName?: string; email?: string } = {},
) {
  const database = createDatabase({ sqliteFile: path.join(e2eDataDir(), 'sparklink.db') });
  const password = 'Harmattan-Breeze-42';
  try {
    const row = await insertUser(database.db, {
      ...options,
      email: options.email ?? uniqueEmail(options.username ?? 'owner'),
      password,
    });
    const secrets = JSON.parse(readFileSync(path.join(e2eDataDir(), 'secrets.json'), 'utf8')) as { JWT_SECRET: string };
    const token = await startSession(database.db, secrets.JWT_SECRET, row, { userAgent: undefined });
    return { email: row.email, password, token, user: toUser(row, row.profile_picture_url) } satisfies SeededUser;
  } finally {
    await database.close();
  }
}

/** Starts the page signed in as the user (the session lives in localStorage, spec 1 §3). */
export async function signInAs(page: Page, seeded: SeededUser): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    [seeded.token, JSON.stringify(seeded.user)] as const,
  );
}
