import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.data).toMatchObject({ status: 'ok', database: 'ok', version: expect.any(String) });
    expect(Object.keys(body.data).sort()).toEqual(['database', 'status', 'timestamp', 'uptimeSeconds', 'version']);
  });

  it('answers 503 UNAVAILABLE "Database connection failed" when the database is down', async () => {
    await t.app.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAVAILABLE', message: 'Database connection failed' });
  });
});
