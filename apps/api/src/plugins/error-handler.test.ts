import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { AppError } from '../lib/app-error';

describe('the contract envelope for errors (api-contract §1.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/crash', () => {
        throw new Error('secret database password is hunter2');
      });
      app.post('/api/test/echo', (request) => ({ status: 'SUCCESS', data: request.body }));
      app.get('/api/test/limit', () => {
        throw new AppError('PLAN_LIMIT', 'Upgrade needed', { requiredTier: 'RISE' });
      });
      app.get('/api/test/slow-down', () => {
        throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', { retryAfterSeconds: 42 });
      });
    });
  });
  afterAll(() => t.close());

  it('answers an unknown /api route with JSON 404 "Route not found", never HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Route not found' });
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR "Malformed JSON body"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message: 'Malformed JSON body' });
  });

  it('answers a body of the wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<title/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a JSON body over 256 KB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'ERROR', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unexpected failure with 500 "Internal server error" and leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'INTERNAL', message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('adds requiredTier to PLAN_LIMIT and Retry-After to RATE_LIMITED', async () => {
    const limit = await t.app.inject({ method: 'GET', url: '/api/test/limit' });
    expect(limit.statusCode).toBe(403);
    expect(limit.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Upgrade needed',
      requiredTier: 'RISE',
    });
    const slow = await t.app.inject({ method: 'GET', url: '/api/test/slow-down' });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('42');
  });

  const ROUTE_NOT_FOUND = { status: 'ERROR', code: 'NOT_FOUND', message: 'Route not found' };

  it('answers a compressed body that does not decompress with 400 "Malformed JSON body", not 500', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        payload: '{"title":"not compressed at all"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message: 'Malformed JSON body' });
    }
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync('{"title":"zipped"}'),
    });
    expect(gzipped.json()).toEqual({ status: 'SUCCESS', data: { title: 'zipped' } });
  });

  it('answers an undecodable path or an over-long path parameter like an unknown route, echoing nothing', async () => {
    for (const url of ['/api/pages/%zz', '/api/pages/%C0%AF', '/api/r/%ED%A0%80', `/api/pages/${'a'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ROUTE_NOT_FOUND);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await t.app.inject({ method: 'GET', url: '/public/%zz' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not found');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a path parameter holding NUL like an unknown route (PostgreSQL refused it with a 500)', async () => {
    for (const url of ['/api/pages/%00', '/api/public/a%00b', '/api/r/x%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ROUTE_NOT_FOUND);
    }
    const page = await t.app.inject({ method: 'GET', url: '/public/a%00b' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toBe('Not found');
  });

  it('judges an unknown path as an API path after decoding it, as the router does', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/%61pi/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ROUTE_NOT_FOUND);
  });

  it('sends nosniff and no X-Powered-By on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
