import { startSmtpServer, type TestSmtpServer } from '../../src/modules/mail/smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose mail goes to a real SMTP server of its own; links in mail point at the app's address. */
export interface AppWithMailbox {
  smtp: TestSmtpServer;
  t: TestApp;
}

export async function startAppWithMailbox(): Promise<AppWithMailbox> {
  const smtp = await startSmtpServer();
  // An origin other than this machine needs a payments choice (decision 039): the test checkout.
  return {
    smtp,
    t: await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://app.sparklink.test', PAYMENTS: 'test' }),
  };
}

export async function stopAppWithMailbox({ smtp, t }: AppWithMailbox): Promise<void> {
  await t.close();
  await smtp.stop();
}
