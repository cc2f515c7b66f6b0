/**
 * What `npm test` needs before it runs anything: Debian's Chromium for the e2e tests and a Redis
 * for the shared-limit tests. A missing part is installed when we may (root with apt-get), or
 * named in one line with the command that fixes it; nothing is skipped quietly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const CHROMIUM = '/usr/bin/chromium';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function apt(...packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  return (
    update.status === 0 && spawnSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env }).status === 0
  );
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves with the list of problems left, each one line; empty when everything is in place. */
export async function preflight() {
  const problems = [];
  // Debian's packages the e2e needs: the browser, and Caddy with NSS's certutil for custom domains.
  const packages = [
    { name: 'chromium', present: () => existsSync(CHROMIUM), what: `Chromium (${CHROMIUM})` },
    { name: 'caddy', present: () => onPath('caddy'), what: 'Caddy' },
    { name: 'libnss3-tools', present: () => onPath('certutil'), what: "NSS's certutil" },
  ];
  const absent = packages.filter((item) => !item.present());
  if (absent.length && isRoot()) {
    console.log(`Installing Debian's ${absent.map((item) => item.name).join(', ')}`);
    apt(...absent.map((item) => item.name));
  }
  for (const item of packages.filter((each) => !each.present())) {
    problems.push(`${item.what} is missing: run \`sudo apt-get install -y ${item.name}\``);
  }
  if (!(await reachable(REDIS_URL))) {
    problems.push(
      `Redis is not reachable at ${REDIS_URL}: run \`redis-server --daemonize yes --save ''\` (apt-get install -y redis-server) or set TEST_REDIS_URL`,
    );
  }
  return problems;
}
