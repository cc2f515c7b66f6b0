import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { readableHtml } from '../../../test/helpers/html';

describe('server-rendered public routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const url of ['/public/nobody-here', '/public/nobody-here/pages/about', '/public/nobody-here/gallery']) {
    it(`renders 'Profile Not Found' as complete HTML with status 404 for ${url}`, async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(readableHtml(res.body)).toContain('<title>Profile Not Found · SparkLink</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
      expect(res.body).toMatch(/<h1[^>]*>Profile Not Found<\/h1>/);
      expect(readableHtml(res.body)).toMatch(/<a href="\/"[^>]*>← Back to SparkLink<\/a>/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    });
  }
});
