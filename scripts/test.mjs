#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit + component, API on SQLite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), build, e2e in Chromium. Ends with a pass/fail summary that names
 * every skipped stage and skipped test and each failed test, and the total as "tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { preflight } from './test-preflight.mjs';
import { readPlaywrightReport, readVitestReport } from './test-reports.mjs';

const problems = await preflight();
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

const tmp = '.test-tmp';
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

const steps = [];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** Adds a stage's report to the summary's counts and failures. */
function count({ passed: p, failed: f, skipped: s, failures: names }) {
  passed += p;
  failed += f;
  skipped += s;
  failures.push(...names);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const vitest = (name, projects, report, env) =>
  run(
    name,
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);

vitest('unit and component tests', ['contract', 'public-site', 'web'], `${tmp}/unit.json`);
count(readVitestReport(`${tmp}/unit.json`));

vitest('API on SQLite', ['api-sqlite'], `${tmp}/api-sqlite.json`);
count(readVitestReport(`${tmp}/api-sqlite.json`));

if (process.env.TEST_DATABASE_URL) {
  vitest('API on PostgreSQL', ['api-postgres'], `${tmp}/api-postgres.json`);
  count(readVitestReport(`${tmp}/api-postgres.json`));
} else {
  steps.push({ name: 'API on PostgreSQL', skipped: 'set TEST_DATABASE_URL to a PostgreSQL database to run it' });
}

if (run('build', 'npm', ['run', '--silent', 'build'])) {
  const port = await freePort();
  run('e2e in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { E2E_PORT: String(port) });
  count(readPlaywrightReport(`${tmp}/e2e-results.json`));
}

console.log('\n━━ summary ━━');
for (const step of steps) {
  if (step.skipped) console.log(`SKIPPED  ${step.name}: ${step.skipped}`);
  else console.log(`${step.ok ? 'PASS' : 'FAIL'}  ${step.name} (${step.seconds}s)`);
}
for (const failure of failures) console.log(`FAILED TEST  ${failure}`);
console.log(skipped ? `SKIPPED  ${skipped} test(s) marked skip or todo` : 'No test was skipped.');
const allOk = steps.every((s) => s.ok || s.skipped);
console.log(allOk ? '\nAll checks passed.' : '\nSome checks failed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
