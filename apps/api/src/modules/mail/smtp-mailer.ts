import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * nodemailer over SMTP_URL. The timeouts keep a stalled server from holding a delivery for
 * nodemailer's default of minutes; the outbox retries whatever fails.
 */
export class SmtpMailer implements Mailer {
  readonly #transport;

  constructor(
    url: string,
    readonly from: string,
  ) {
    this.#transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({ from: this.from, ...message });
  }

  close(): void {
    this.#transport.close();
  }
}
