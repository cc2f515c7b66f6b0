import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

/** The key pair s3rver knows (its built-in account). */
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface SeenRequest {
  method: string;
  host: string;
  path: string;
}

export interface LocalS3 {
  /** Path-style endpoint: http://127.0.0.1:<port>. */
  endpoint: string;
  /** Virtual-host endpoint: http://s3.localhost:<port>; buckets are reached as <bucket>.s3.localhost. */
  vhostEndpoint: string;
  port: number;
  /** Every request that reached the store, after its signature was checked. */
  requests: SeenRequest[];
  close(): Promise<void>;
}

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/** SHA-256 (and its HMAC) for the signer, from node:crypto. */
class Sha256 {
  readonly #hash: Hash | Hmac;
  constructor(secret?: Data) {
    this.#hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: Data): void {
    this.#hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.#hash.digest());
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Whether the request carries a valid SigV4 signature by S3_KEYS' secret. s3rver 3 checks only
 * that a v4 request names a known key, so the signature is computed again here, from the headers
 * the client said it signed (the payload hash among them).
 */
async function signatureHolds(request: IncomingMessage): Promise<boolean> {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match || match[1] !== S3_KEYS.accessKeyId) return false;
  const [, , , region, signedHeaders, signature] = match;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) headers[name] = String(request.headers[name] ?? '');
  const url = new URL(request.url!, 'http://placeholder');
  const amzDate = headers['x-amz-date'] ?? '';
  const signingDate = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const signer = new SignatureV4({
    credentials: S3_KEYS,
    region: region!,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: request.method!,
      protocol: 'http:',
      hostname: headers.host!.split(':')[0]!,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
    },
    { signingDate },
  );
  return String(signed.headers.authorization).endsWith(`Signature=${signature}`);
}

/**
 * s3rver on a free port, in front of it a check of every request's signature (a bad one gets
 * S3's 403 SignatureDoesNotMatch). It answers both addressing styles: path style on 127.0.0.1,
 * virtual-host style on <bucket>.s3.localhost (resolve it with `localhostResolver`).
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'sparklink-s3-'));
  const store = new S3rver({
    directory,
    silent: true,
    serviceEndpoint: 'localhost',
    configureBuckets: buckets.map((name) => ({ name })),
  });
  await store.configureBuckets();
  const handle = store.callback();
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    void signatureHolds(request).then((holds) => {
      if (!holds) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        return response.end('<?xml version="1.0"?><Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      const [host] = String(request.headers.host).split(':');
      requests.push({ method: request.method!, host: host!, path: request.url!.split('?')[0]! });
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    vhostEndpoint: `http://s3.localhost:${port}`,
    port,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

type LookupCallback = (
  error: Error | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/** A DNS lookup that sends every *.localhost name to 127.0.0.1 (glibc resolves only `localhost` itself). */
export function localhostResolver(
  hostname: string,
  options: { all?: boolean } | number | LookupCallback,
  callback?: LookupCallback,
): void {
  const done = (typeof options === 'function' ? options : callback)!;
  const all = typeof options === 'object' && options.all;
  if (!hostname.endsWith('.localhost') && hostname !== 'localhost') {
    return done(new Error(`localhostResolver resolves only *.localhost, not ${hostname}`), '');
  }
  if (all) return done(null, [{ address: '127.0.0.1', family: 4 }]);
  done(null, '127.0.0.1', 4);
}
