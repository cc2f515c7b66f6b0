import { describe, expect, it } from 'vitest';
import { addressBudget } from './budgets';

describe("a portfolio on its owner's domain spends the budgets of /public/<username> (decision 058)", () => {
  const ip = '203.0.113.40';
  it.each([
    ['GET', '/public/:username', { key: `read:${ip}:GET /public/:username`, max: 6_000, windowMs: 60_000 }],
    ['GET', '/__site/*', { key: `read:${ip}:GET /__site/*`, max: 6_000, windowMs: 60_000 }],
    ['HEAD', '/__site', { key: `read:${ip}:GET /__site`, max: 6_000, windowMs: 60_000 }],
    [
      'POST',
      '/public/:username/pages/:slug',
      { key: `any:${ip}:POST /public/:username/pages/:slug`, max: 300, windowMs: 60_000 },
    ],
    ['POST', '/__site/*', { key: `any:${ip}:POST /__site/*`, max: 300, windowMs: 60_000 }],
  ])('%s %s', (method, routeUrl, budget) => {
    expect(addressBudget({ routeUrl, method, ip })).toEqual(budget);
  });
});
