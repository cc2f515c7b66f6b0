import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without SMTP, mail is printed to the log and kept as a text file so a developer (or an e2e
 * test) can read the code. Names start with the time, so they sort in sending order, and
 * end with the recipient: `2025-07-26T10-15-00-000Z-0001-ada@example.com.txt`.
 */
export class FileMailer implements Mailer {
  #sequence = 0;

  constructor(
    readonly directory: string,
    readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    this.log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail (no SMTP_URL set)');
    this.#sequence = (this.#sequence + 1) % 10_000;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const recipient = message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
    const name = `${stamp}-${String(this.#sequence).padStart(4, '0')}-${recipient}.txt`;
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    await writeFile(
      path.join(this.directory, name),
      `To: ${message.to}\nSubject: ${message.subject}\n${headerLines(message.headers)}\n${message.text}\n`,
      { mode: 0o600 },
    );
  }

  close(): void {}
}

const headerLines = (headers: Record<string, string> = {}) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\n`)
    .join('');
