import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../helpers/server-process';

const MAIL_DELAY_MS = 1500;

/** An SMTP server that takes its time to accept each message, as a slow relay does. */
async function startSlowSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((to) => to.address));
          callback();
        }, MAIL_DELAY_MS),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

interface Answer {
  status?: number;
  body: string;
  error?: string;
}

/** A POST whose body arrives in two parts; the second is written when `finish` is called. */
function slowPost(origin: string, path: string, body: string) {
  const half = Math.floor(body.length / 2);
  let resolveAnswer: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (resolveAnswer = resolve));
  const req = request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  req.on('response', (res) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString()));
    res.on('end', () => resolveAnswer({ status: res.statusCode, body: text }));
    res.on('error', (error) => resolveAnswer({ body: text, error: error.message }));
  });
  req.on('error', (error) =>
    resolveAnswer({ body: '', error: (error as NodeJS.ErrnoException).code ?? error.message }),
  );
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM', () => {
  let database: ProcessDatabase;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createProcessDatabase();
    smtp = await startSlowSmtp();
    server = await startServerProcess(database, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await server.stop();
    await smtp.stop();
    await database.drop();
  });

  it('stops accepting, finishes the request in flight and its queued mail, then exits 0', async () => {
    const email = `drain-${Date.now()}@example.com`;
    const inFlight = slowPost(
      server.origin,
      '/api/auth/register',
      JSON.stringify({ email, password: 'Sparkl1ng!pass' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await fetch(`${server.origin}/api/health`).then(
      (res) => `answered ${res.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    );
    inFlight.finish();

    const answer = await inFlight.answer;
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(201);
    expect(refused).toBe('ECONNREFUSED');
    expect(await server.exited).toBe(0);
    // The verification mail was still on its way to the slow relay when the request finished.
    expect(smtp.received).toEqual([email]);
  });
});
