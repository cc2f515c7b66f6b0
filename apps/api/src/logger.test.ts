import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/helpers/test-database';
import { PRODUCTION_ENV } from '../test/security/production-env';
import { loadConfig } from './config';
import { humanLogStream, loggerOptions } from './logger';

function sink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('server logs', () => {
  // Development generates its secrets into DATA_DIR: a directory of this test's own.
  const dataDir = makeTempDir();
  const development = () => loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are human-readable lines in development, with secrets still redacted', () => {
    const out = sink();
    const logger = pino({ ...loggerOptions(development()), level: 'info' }, humanLogStream(out.stream));
    logger.info({ password: 'hunter2', route: '/api/health' }, 'request completed');
    const text = out.text();
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed {/);
    expect(text).toContain(`"route":"/api/health"`);
    expect(text).toContain(`"password":"[Redacted]"`);
    expect(text).not.toContain('hunter2');
    expect(() => JSON.parse(text)).toThrow();
  });

  it('redact credentials in named containers two levels down, with no path a child logger must run', () => {
    const out = sink();
    const options = loggerOptions(loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://mail.example:587' }));
    const logger = pino({ ...options, level: 'info' }, out.stream);
    logger.child({ reqId: 'req-1' }).info(
      {
        payload: { password: 'hunter2' },
        err: { details: { token: 'tok-3' } },
        reply: { headers: { 'set-cookie': 'sid=4' } },
      },
      'probe',
    );
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({
      reqId: 'req-1',
      payload: { password: '[Redacted]' },
      err: { details: { token: '[Redacted]' } },
      reply: { headers: { 'set-cookie': '[Redacted]' } },
    });
    // A path starting with a wildcard makes pino redact every child's bindings: 5 µs a request.
    expect((options.redact as string[]).filter((path) => path.startsWith('*'))).toEqual([]);
  });

  it('go to a human-readable stream in development and stay JSON on stdout in production and tests', () => {
    const options = loggerOptions(development());
    expect(options.stream).toBeDefined();
    const production = loggerOptions(loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://mail.example:587' }));
    expect(production.stream).toBeUndefined();
    // A server started by a test writes JSON lines the test can read.
    expect(loggerOptions(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })).stream).toBeUndefined();
  });
});
