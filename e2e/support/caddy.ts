import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's Caddy in front of the e2e server, as docs/deploy/Caddyfile puts it in production:
 * certificates issued on demand (here by Caddy's own local authority, `tls internal`) only for
 * the names our `ask` endpoint allows. It listens on 127.0.0.1:443, so a browser opens
 * `https://<domain>/` with no port, as a visitor would.
 */
export interface RunningCaddy {
  /** Caddy's local root certificate (PEM file), which issued every certificate it serves. */
  rootCertificate: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

export async function startCaddy(appPort: number): Promise<RunningCaddy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-caddy-'));
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{
	admin off
	http_port ${await freePort()}
	https_port 443
	storage file_system ${path.join(dir, 'storage')}
	skip_install_trust
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/domains/allowed
	}
}

https:// {
	bind 127.0.0.1
	tls internal {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`,
  );
  const log: string[] = [];
  const child: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const rootCertificate = path.join(dir, 'storage/pki/authorities/local/root.crt');
  const deadline = Date.now() + 20_000;
  while (!(existsSync(rootCertificate) && (await listening(443)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`Caddy did not start:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    rootCertificate,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A home directory whose NSS database trusts `rootCertificate`: Chromium on Linux reads
 * ~/.pki/nssdb, so a browser started with this HOME trusts Caddy's local authority and nothing
 * else changes (no --ignore-certificate-errors).
 */
export function homeTrusting(rootCertificate: string): string {
  const home = mkdtempSync(path.join(os.tmpdir(), 'sparklink-browser-home-'));
  const database = path.join(home, '.pki/nssdb');
  mkdirSync(database, { recursive: true });
  execFileSync('certutil', ['-N', '-d', `sql:${database}`, '--empty-password']);
  execFileSync('certutil', [
    '-A',
    '-d',
    `sql:${database}`,
    '-n',
    'Caddy local authority',
    '-t',
    'C,,',
    '-i',
    rootCertificate,
  ]);
  return home;
}
