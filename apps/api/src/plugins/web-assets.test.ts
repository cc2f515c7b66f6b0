import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/test-database';
import type { Config } from '../config';
import { registerErrorHandling } from './error-handler';
import { registerWebAssets } from './web-assets';

describe('the built SPA files', () => {
  const distDir = makeTempDir();
  const script = 'console.log("SparkLink");\n'.repeat(10);
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SparkLink</title>');
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), script);
    app = Fastify();
    await registerWebAssets(app, { webDistDir: distDir } as Config);
    registerErrorHandling(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers any Range header with the whole file: a range past its end was a 500', async () => {
    for (const range of ['bytes=99999999-', 'bytes=5-1', 'bytes=abc', 'bytes=0-0']) {
      const res = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js', headers: { range } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(script);
      expect(res.headers['accept-ranges']).toBeUndefined();
    }
  });
});
