#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit + component, API on SQLite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), build, e2e in Chromium. Ends with a pass/fail summary that names
 * every skipped stage and skipped test and each failed test, and the total as "tests: N passed, N failed".
 *
 * The build runs first, alone; then two lanes run side by side, one stage after another in each,
 * as each stage keeps about one core busy (Vitest runs one file at a time on two cores):
 *   - unit and component tests, the API on PostgreSQL, then typecheck;
 *   - lint, the API on SQLite, then e2e.
 * Without PostgreSQL, e2e takes its place in the first lane. A stage's output is kept in
 * .test-tmp/<stage>.log and printed whole when it ends, so the two lanes never interleave lines.
 * The stages share nothing they could trip over: each API test file has its own SQLite file or
 * PostgreSQL schema, free ports and temporary directories, and its own keys in Redis; e2e has its
 * own server and data directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
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

/** The summary lists the stages in this order, whichever lane ran them and whenever they ended. */
const ORDER = [
  'typecheck',
  'lint',
  'unit and component tests',
  'API on SQLite',
  'API on PostgreSQL',
  'build',
  'e2e in Chromium',
];
const steps = new Map();
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const started = Date.now();
const elapsed = (since) => Math.round((Date.now() - since) / 1000);

/** A stage on its own (the build): its output goes straight to the console. */
function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const since = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.set(name, { ok, seconds: elapsed(since) });
  return ok;
}

const running = new Map();

/** A stage in a lane: its output goes to .test-tmp/<stage>.log, printed whole when it ends. */
function stage(name, command, args, env = {}) {
  const log = `${tmp}/${name.replace(/\W+/g, '-').toLowerCase()}.log`;
  console.log(`\n━━ ${name} ━━ started: ${command} ${args.join(' ')} (output in ${log})`);
  const since = Date.now();
  const fd = openSync(log, 'w');
  // A process group of its own, so an interruption can stop the stage with everything it started.
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env }, detached: true });
  closeSync(fd);
  running.set(name, { child, since });
  return new Promise((resolve) => {
    const done = (ok) => {
      running.delete(name);
      const seconds = elapsed(since);
      steps.set(name, { ok, seconds });
      console.log(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
      process.stdout.write(readFileSync(log, 'utf8'));
      console.log(`━━ ${name}: ${ok ? 'PASS' : 'FAIL'} in ${seconds}s`);
      resolve(ok);
    };
    child.once('error', (error) => {
      console.error(`${name}: ${error.message}`);
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
}

// Long stages print nothing until they end: a line a minute says what is still running.
const heartbeat = setInterval(() => {
  const now = [...running].map(([name, { since }]) => `${name} (${Math.round(elapsed(since) / 60)} min)`);
  if (now.length) console.log(`… still running: ${now.join(', ')}`);
}, 60_000);

// Interrupted (Ctrl-C, a CI timeout): the stages of both lanes stop too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const { child } of running.values()) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already ended.
      }
    }
    process.exit(1);
  });
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

const vitest = async (name, projects, report) => {
  await stage(name, 'npx', [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  count(readVitestReport(report));
};

// First and alone: the API suites serve the built pages when a build exists, so no test may run
// while the build rewrites them.
const built = run('build', 'npm', ['run', '--silent', 'build']);

const typecheck = () => stage('typecheck', 'npm', ['run', '--silent', 'typecheck']);
const lint = () => stage('lint', 'npm', ['run', '--silent', 'lint']);
/** A suite and its twin for files that replace a module (vitest.config.ts, sharingModules). */
const withTwins = (projects) => projects.flatMap((name) => [name, `${name}-isolated`]);
const unit = () =>
  vitest('unit and component tests', withTwins(['contract', 'public-site', 'web']), `${tmp}/unit.json`);
const apiSqlite = () => vitest('API on SQLite', withTwins(['api-sqlite']), `${tmp}/api-sqlite.json`);
const apiPostgres = () => vitest('API on PostgreSQL', withTwins(['api-postgres']), `${tmp}/api-postgres.json`);
const e2e = async () => {
  if (!built) {
    steps.set('e2e in Chromium', { skipped: 'the build failed' });
    return;
  }
  const port = await freePort();
  await stage('e2e in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_PORT: String(port),
  });
  count(readPlaywrightReport(`${tmp}/e2e-results.json`));
};

// Measured alone on two cores (decision 060): unit 175 s, API on SQLite 300 s, on PostgreSQL 420 s,
// e2e about 400 s, typecheck 100 s, lint 55 s. Side by side each slows the other: about 19 minutes in all.
const lanes = process.env.TEST_DATABASE_URL
  ? [
      [unit, apiPostgres, typecheck],
      [lint, apiSqlite, e2e],
    ]
  : [
      [unit, e2e],
      [typecheck, lint, apiSqlite],
    ];
if (!process.env.TEST_DATABASE_URL) {
  steps.set('API on PostgreSQL', { skipped: 'set TEST_DATABASE_URL to a PostgreSQL database to run it' });
}
await Promise.all(
  lanes.map(async (lane) => {
    for (const next of lane) await next();
  }),
);
clearInterval(heartbeat);

console.log('\n━━ summary ━━');
for (const name of ORDER) {
  const step = steps.get(name);
  if (!step) continue;
  if (step.skipped) console.log(`SKIPPED  ${name}: ${step.skipped}`);
  else console.log(`${step.ok ? 'PASS' : 'FAIL'}  ${name} (${step.seconds}s)`);
}
for (const failure of failures) console.log(`FAILED TEST  ${failure}`);
console.log(skipped ? `SKIPPED  ${skipped} test(s) marked skip or todo` : 'No test was skipped.');
const allOk = [...steps.values()].every((s) => s.ok || s.skipped);
console.log(allOk ? '\nAll checks passed.' : '\nSome checks failed.');
console.log(`all stages in ${elapsed(started)}s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
