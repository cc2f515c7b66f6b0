import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { FileMailer } from './file-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One rendered e-mail, ready for a transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. RFC 8058's List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the message is handed over; rejects when it could not be. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the embedded default of design.md: the log plus `data/mail/`. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.mail.smtpUrl) return new SmtpMailer(config.mail.smtpUrl, config.mail.from);
  return new FileMailer(path.join(config.dataDir, 'mail'), log);
}
