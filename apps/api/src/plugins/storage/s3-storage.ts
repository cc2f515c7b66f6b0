import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config';
import { assertValidStorageKey, type Storage, type StoredObject } from './storage';

/** An S3-compatible bucket, spoken to with SigV4-signed PUT / GET / DELETE object requests. */
export class S3Storage implements Storage {
  readonly #client: AwsClient;

  constructor(
    private readonly config: S3Config,
    private readonly mediaBaseUrl: string,
  ) {
    this.#client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 2,
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.#client.fetch(this.#objectUrl(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      // A signed payload hash, rather than UNSIGNED-PAYLOAD, so the store verifies what arrived.
      headers: {
        'Content-Type': contentType,
        'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    await expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.#client.fetch(this.#objectUrl(key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, 'GET', key, false);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    return { body, contentType, size: body.length };
  }

  async delete(key: string): Promise<void> {
    const response = await this.#client.fetch(this.#objectUrl(key), { method: 'DELETE' });
    if (response.status === 404) return void (await response.body?.cancel());
    await expectOk(response, 'DELETE', key);
  }

  publicUrl(key: string): string {
    return `${this.mediaBaseUrl}/${key}`;
  }

  #objectUrl(key: string): string {
    assertValidStorageKey(key);
    const endpoint = new URL(this.config.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (this.config.forcePathStyle) return `${endpoint.origin}${base}/${this.config.bucket}/${key}`;
    endpoint.hostname = `${this.config.bucket}.${endpoint.hostname}`;
    return `${endpoint.origin}${base}/${key}`;
  }
}

async function expectOk(response: Response, method: string, key: string, discardBody = true): Promise<void> {
  if (response.ok) {
    if (discardBody) await response.body?.cancel();
    return;
  }
  const detail = (await response.text()).slice(0, 200);
  throw new Error(`S3 ${method} ${key} failed with ${response.status}: ${detail}`);
}
