import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp } from '../../../test/helpers/test-app';
import { ConfigError, loadConfig } from '../../config';
import { S3Storage } from './s3-storage';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A tiny S3 stand-in: keeps objects in memory and records every request it was sent. */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: Recorded[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const objectPath = req.url!.split('?')[0]!;
    requests.push({ method: req.method!, path: objectPath, headers: req.headers, body });
    if (req.method === 'PUT') {
      objects.set(objectPath, { body, type: String(req.headers['content-type']) });
      return res.writeHead(200).end();
    }
    const stored = objects.get(objectPath);
    if (!stored)
      return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    if (req.method === 'DELETE') {
      objects.delete(objectPath);
      return res.writeHead(204).end();
    }
    res.writeHead(200, { 'content-type': stored.type, 'content-length': stored.body.length }).end(stored.body);
  });
  return new Promise<{ server: Server; requests: Recorded[]; endpoint: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, requests, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('S3 storage adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: S3Storage;
  beforeAll(async () => {
    fake = await startFakeS3();
    storage = new S3Storage(
      {
        endpoint: fake.endpoint,
        region: 'eu-west-1',
        bucket: 'sparklink-media',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        forcePathStyle: true,
      },
      'https://media.example.com',
    );
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('PUTs the object with a SigV4 signature over a signed payload hash', async () => {
    const body = Buffer.from('webp bytes \u0000\u0001\u0002');
    await storage.put('avatars/one.webp', body, 'image/webp');
    const [put] = fake.requests;
    expect(put).toMatchObject({ method: 'PUT', path: '/sparklink-media/avatars/one.webp' });
    expect(put!.body.equals(body)).toBe(true);
    expect(put!.headers['content-type']).toBe('image/webp');
    expect(put!.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(body).digest('hex'));
    expect(put!.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    const authorization = String(put!.headers.authorization);
    expect(authorization.startsWith('AWS4-HMAC-SHA256 ')).toBe(true);
    expect(authorization).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    expect(authorization).toMatch(/SignedHeaders=[^,]*host[^,]*x-amz-content-sha256;x-amz-date/);
    expect(authorization).toMatch(/Signature=[0-9a-f]{64}$/);
  });

  it('GETs the object back byte for byte, with its content type', async () => {
    const body = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put('backgrounds/two.webp', body, 'image/webp');
    const stored = await storage.get('backgrounds/two.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(Buffer.isBuffer(stored!.body) && stored!.body.equals(body)).toBe(true);
    const get = fake.requests.at(-1)!;
    expect(get.method).toBe('GET');
    expect(get.path).toBe('/sparklink-media/backgrounds/two.webp');
    expect(String(get.headers.authorization).startsWith('AWS4-HMAC-SHA256')).toBe(true);
  });

  it('answers null for an unknown key and treats deleting one as done', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeNull();
    await storage.put('avatars/three.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('avatars/three.webp');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/sparklink-media/avatars/three.webp' });
    expect(await storage.get('avatars/three.webp')).toBeNull();
    await expect(storage.delete('avatars/three.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the bucket path, without sending anything', async () => {
    for (const key of ['../escape.webp', '/absolute.webp', 'a/../../b.webp', 'with space.webp', 'noextension']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
    }
    expect(fake.requests).toEqual([]);
  });

  it('publishes objects under MEDIA_BASE_URL', () => {
    expect(storage.publicUrl('avatars/one.webp')).toBe('https://media.example.com/avatars/one.webp');
  });

  it('is what the app uses when S3_BUCKET is set: uploads go to the bucket and /media reads them back', async () => {
    const t = await createTestApp({
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: 'app-bucket',
      S3_ACCESS_KEY_ID: 'AKIDAPP',
      S3_SECRET_ACCESS_KEY: 'app-secret-key',
    });
    try {
      expect(t.app.storage).toBeInstanceOf(S3Storage);
      const user = await createUser(t.app);
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
      const put = fake.requests.find((r) => r.method === 'PUT' && r.path === `/app-bucket/${key}`);
      expect(put?.headers['content-type']).toBe('image/webp');
      expect(String(put?.headers.authorization)).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDAPP\/\d{8}\/us-east-1\/s3\//,
      );

      const served = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(put!.body)).toBe(true);
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
