import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { localhostResolver, S3_KEYS, startLocalS3, type LocalS3 } from '../../../test/helpers/s3';
import { createTestApp } from '../../../test/helpers/test-app';
import { ConfigError, loadConfig, type S3Config } from '../../config';
import { S3Storage } from './s3-storage';

const BUCKET = 'sparklink-media';
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3([BUCKET, 'app-bucket']);
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.requests.length = 0;
});

const settings = (overrides: Partial<S3Config> = {}): S3Config => ({
  endpoint: s3.endpoint,
  region: 'eu-west-1',
  bucket: BUCKET,
  ...S3_KEYS,
  forcePathStyle: true,
  ...overrides,
});

/** A client whose *.localhost names resolve to this machine, as a real bucket's name would through DNS. */
const vhostClient = { requestHandler: { httpAgent: new Agent({ lookup: localhostResolver }) } };

const addressing = [
  { style: 'path', config: () => settings(), host: '127.0.0.1', path: (key: string) => `/${BUCKET}/${key}` },
  {
    style: 'virtual-host',
    config: () => settings({ endpoint: s3.vhostEndpoint, forcePathStyle: false }),
    host: `${BUCKET}.s3.localhost`,
    path: (key: string) => `/${key}`,
  },
] as const;

describe.each(addressing)('S3 storage adapter, $style-style addressing, against s3rver', (style) => {
  let storage: S3Storage;
  beforeAll(() => {
    storage = new S3Storage(style.config(), 'https://media.example.com', vhostClient);
  });
  afterAll(() => storage.close());

  it('PUTs the object where this addressing style puts it, and GETs it back byte for byte', async () => {
    const body = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('backgrounds/two.webp', body, 'image/webp');
    expect(s3.requests).toEqual([{ method: 'PUT', host: style.host, path: style.path('backgrounds/two.webp') }]);
    const stored = await storage.get('backgrounds/two.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(Buffer.isBuffer(stored!.body) && stored!.body.equals(body)).toBe(true);
    expect(s3.requests[1]).toEqual({ method: 'GET', host: style.host, path: style.path('backgrounds/two.webp') });
  });

  it('answers null for an unknown key and treats deleting one as done', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeNull();
    await storage.put('avatars/three.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/three.webp');
    expect(s3.requests.at(-1)).toEqual({ method: 'DELETE', host: style.host, path: style.path('avatars/three.webp') });
    expect(await storage.get('avatars/three.webp')).toBeNull();
    await expect(storage.delete('avatars/three.webp')).resolves.toBeUndefined();
  });

  it('is refused by the store when signed with the wrong secret', async () => {
    const forged = new S3Storage({ ...style.config(), secretAccessKey: 'not-the-secret' }, 'https://m.example', {
      ...vhostClient,
      maxAttempts: 1,
    });
    try {
      await expect(forged.put('avatars/forged.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
        name: 'SignatureDoesNotMatch',
        $metadata: { httpStatusCode: 403 },
      });
      expect(s3.requests).toEqual([]);
      expect(await storage.get('avatars/forged.webp')).toBeNull();
    } finally {
      forged.close();
    }
  });

  it('refuses keys that could leave the bucket path, without sending anything', async () => {
    for (const key of ['../escape.webp', '/absolute.webp', 'a/../../b.webp', 'with space.webp', 'noextension']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
    }
    expect(s3.requests).toEqual([]);
  });

  it('publishes objects under MEDIA_BASE_URL', () => {
    expect(storage.publicUrl('avatars/one.webp')).toBe('https://media.example.com/avatars/one.webp');
  });
});

describe('the app with S3_BUCKET set', () => {
  it('uploads go to the bucket and /media reads them back', async () => {
    const t = await createTestApp({
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'app-bucket',
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    });
    try {
      expect(t.app.storage).toBeInstanceOf(S3Storage);
      // A public profile (it has a username), so its avatar is served to anyone (decision 037).
      const user = await createUser(t.app, { username: 'bucket-owner' });
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer();
      const form = multipart([{ field: 'image', filename: 'a.png', contentType: 'image/png', body: png }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/upload/profile-picture',
        headers: { ...user.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      const key = new URL(res.json().data.imageUrl).pathname.replace('/media/', '');
      expect(s3.requests).toContainEqual({ method: 'PUT', host: '127.0.0.1', path: `/app-bucket/${key}` });

      const served = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await t.close();
    }
  });
});

describe('S3 configuration', () => {
  const dirs: string[] = [];
  const load = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-config-'));
    dirs.push(dir);
    return loadConfig({ DATA_DIR: dir, ...env });
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses local disk unless S3_BUCKET is set', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('defaults to us-east-1, its AWS endpoint and path-style addressing', () => {
    expect(load({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      endpoint: 'https://s3.us-east-1.amazonaws.com',
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    const custom = load({
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_REGION: 'af-south-1',
      S3_FORCE_PATH_STYLE: 'false',
    }).s3;
    expect(custom).toMatchObject({
      endpoint: 'https://minio.internal:9000',
      region: 'af-south-1',
      forcePathStyle: false,
    });
  });

  it('refuses an incomplete or malformed S3 configuration with a one-line message', () => {
    expect(() => load({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET'),
    );
    expect(() => load({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'Invalid configuration: S3_FORCE_PATH_STYLE must be true or false',
    );
    expect(() => load({ S3_ENDPOINT: 'not a url' })).toThrow('Invalid configuration: S3_ENDPOINT must be a URL');
  });
});
