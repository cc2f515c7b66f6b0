import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './environment';

/**
 * With no SMTP configured the server keeps every mail as a text file under DATA_DIR/mail, named
 * `<time>-<sequence>-<recipient>.txt`; the newest one for an address holds its latest code.
 */
export async function latestMail(email: string): Promise<string | undefined> {
  const dir = path.join(e2eDataDir(), 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(`-${email}.txt`)).sort();
  const newest = names.at(-1);
  return newest ? readFile(path.join(dir, newest), 'utf8') : undefined;
}

/** Waits for a new mail to the address (the outbox sends after the request) and returns its 6-digit code. */
export async function readCode(email: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        // The code is in the body, after the header lines (the address may hold digits too).
        const body = (await latestMail(email))?.split('\n\n').slice(1).join('\n\n');
        code = body?.match(/\b(\d{6})\b/)?.[1];
        return code !== undefined && code !== previous;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return code!;
}

export const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
