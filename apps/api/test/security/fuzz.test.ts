import { existsSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@sparklink/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { caseArbitrary, paramNames, toInject, type CaseContext } from './fuzz/fuzz-case';
import {
  buildFuzzWorld,
  confirmSessions,
  endsItsSession,
  ownerObjectIds,
  replaceLeaverIfGone,
  type FuzzWorld,
} from './fuzz/fuzz-world';
import { problemWith } from './fuzz/response-rules';
import { inputsOf } from './fuzz/route-inputs';
import { routeTable, type Route } from '../helpers/route-table';

/** Spread over the routes by weight; the run must reach 10,000 (issue 10) whatever the table holds. */
const TARGET_REQUESTS = 10_400;
const WEIGHTS: Record<string, number> = { POST: 3, PUT: 3, PATCH: 3, DELETE: 2, GET: 2, HEAD: 1, OPTIONS: 1 };

/** Paths no route owns: unknown API calls (404 envelope) and the SPA fallback. */
const UNROUTED: Route[] = [
  { key: 'GET /api/*', method: 'GET', url: '/api/*' },
  { key: 'POST /api/*', method: 'POST', url: '/api/*' },
  { key: 'GET /*', method: 'GET', url: '/*' },
];

/** A pino-style call `(fields, message)`: the message and the error's own. */
const describeLog = ([fields, message]: unknown[]) =>
  `${String(message)}: ${String((fields as { err?: Error } | undefined)?.err?.stack ?? '').slice(0, 500)}`;

/** The error first, then how to replay it; counterexamples can be 300 KB, so they are cut short. */
function failureReport<Ts>(route: Route, details: fc.RunDetails<Ts>): string {
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const replay = `seed ${details.seed}, path "${details.counterexamplePath}"`;
  return `${route.key}: ${error.slice(0, 600)}\n  replay: ${replay}\n  case: ${fc.stringify(details.counterexample).slice(0, 600)}`;
}

describe('fuzzing every route with generated bad input (issue 10)', () => {
  let t: TestApp;
  let world: FuzzWorld;
  let routes: Route[];
  const tally = { requests: 0, serverErrors: 0, ownerTokenRefused: [] as string[] };
  /** Every error or fatal line: with logger: false the app, its requests and its children share one logger. */
  const loggedErrors: unknown[][] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const level of ['error', 'fatal'] as const) {
      vi.spyOn(t.app.log, level).mockImplementation((...args: unknown[]) => void loggedErrors.push(args));
    }
    world = await buildFuzzWorld(t);
    routes = routeTable(t.app);
  });
  afterAll(async () => {
    console.log(`fuzz: ${tally.requests} requests, ${tally.serverErrors} server errors`);
    vi.restoreAllMocks();
    await t.close();
  });

  let address = 0;
  /** A fresh client address per request and fresh per-user budgets, so the limits do not end the run early. */
  async function contextFor(route: Route): Promise<CaseContext> {
    address += 1;
    const { owner, leaver, target } = world;
    await Promise.all(
      [`user:${owner.id}`, `upload:${owner.id}`, `user:${leaver.id}`].map((key) => t.app.rateLimiter.reset(key)),
    );
    // Both sessions proved who they are just now (decision 034), so the routes that need it run too.
    await confirmSessions(t, [owner.id, leaver.id]);
    const ids = /:pageId|:itemId/.test(route.url) ? await ownerObjectIds(t, world) : undefined;
    const valid: Record<string, string> = {
      pageId: ids?.pageId ?? '',
      itemId: ids?.itemId ?? '',
      username: target.username,
      slug: target.slugs[address % target.slugs.length]!,
      linkId: target.linkId,
      '*': route.url === '/media/*' ? target.mediaKeys[0]! : 'does-not-exist',
    };
    return {
      token: endsItsSession(route) ? leaver.token : owner.token,
      validParam: (name) => valid[name] ?? 'unknown',
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
  }

  const refusedAsInvalidToken = (res: { statusCode: number; body: string }) =>
    res.statusCode === 401 && res.body.includes(MESSAGES.invalidToken);

  /** A route behind `authenticate` answers a bare request 401 "Access token required". */
  async function isOwnerRoute(route: Route): Promise<boolean> {
    const bare = { params: {}, twist: 'none', query: '', auth: { kind: 'none' }, headers: {}, body: null } as const;
    const params = Object.fromEntries(
      paramNames(route.url).map((name) => [name, { kind: 'valid', suffix: '' } as const]),
    );
    const probe = { ...route, method: route.method === 'HEAD' ? 'GET' : route.method } as Route;
    const res = await t.app.inject(toInject(probe, { ...bare, params }, await contextFor(route)));
    return res.statusCode === 401 && res.body.includes(MESSAGES.accessTokenRequired);
  }

  async function property(route: Route) {
    const inputs = inputsOf(route.method, route.url) ?? {};
    const arbitrary = caseArbitrary(route, inputs, world.fixtures, await isOwnerRoute(route));
    return fc.asyncProperty(arbitrary, async (fuzz) => {
      const request = toInject(route, fuzz, await contextFor(route));
      const logged = loggedErrors.length;
      const res = await t.app.inject(request);
      tally.requests += 1;
      if (res.statusCode >= 500) tally.serverErrors += 1;
      // The owner's own token must always be taken: a refusal means a fuzzed request ended its session.
      if (fuzz.auth.kind === 'owner' && refusedAsInvalidToken(res) && !endsItsSession(route)) {
        tally.ownerTokenRefused.push(`${route.method} ${route.url}`);
      }
      if (endsItsSession(route)) await replaceLeaverIfGone(t, world);
      const problem = problemWith(request, res);
      if (problem) throw new Error(`${request.method} ${String(request.url).slice(0, 200)} ${problem}`);
      if (loggedErrors.length > logged) throw new Error(`logged an error: ${describeLog(loggedErrors[logged]!)}`);
    });
  }

  /**
   * The built SPA's and public pages' files: @fastify/static registers one route per file, and only
   * once apps/web and packages/public-site are built. They are fuzzed too, but share the budget of
   * a single route between them.
   */
  const isStaticFile = (route: Route) =>
    [t.config.webDistDir, t.config.publicSiteDistDir].some((root) => existsSync(path.join(root, route.url)));

  it('has the inputs of every route the app serves', () => {
    expect(routes.length).toBeGreaterThan(50);
    const unknown = routes.filter((route) => !isStaticFile(route) && !inputsOf(route.method, route.url));
    expect(unknown).toEqual([]);
  });

  it('answers 10,000+ generated requests below 500, in the error envelope on /api, logging no error', async () => {
    const targets = [...routes, ...UNROUTED];
    const staticShare = 1 / Math.max(1, targets.filter(isStaticFile).length);
    const weightOf = (route: Route) => WEIGHTS[route.method]! * (isStaticFile(route) ? staticShare : 1);
    const totalWeight = targets.reduce((sum, route) => sum + weightOf(route), 0);
    const failures: string[] = [];
    for (const route of targets) {
      const numRuns = Math.ceil((TARGET_REQUESTS * weightOf(route)) / totalWeight);
      const details = await fc.check(await property(route), { numRuns, endOnFailure: true });
      if (details.failed) failures.push(failureReport(route, details));
    }
    expect(failures).toEqual([]);
    expect(tally.serverErrors).toBe(0);
    expect([...new Set(tally.ownerTokenRefused)]).toEqual([]);
    expect(loggedErrors.map(describeLog)).toEqual([]);
    expect(tally.requests).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
