import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart, type FormPart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { keyOf } from '../gallery/gallery.test-support';
import { PUBLIC_MEDIA_CACHE } from '../media/media.routes';

const TYPE_MESSAGE = 'Only JPEG, PNG, WebP or GIF images are allowed';

/** An 800×600 PNG: left half red, right half blue. */
const halves = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 400, height: 600, channels: 3, background: '#0000ff' } }, left: 400, top: 0 },
    ])
    .toFormat(format)
    .toBuffer();

/** A valid PNG of the given size, cheap to build however large: all-zero 1-bit rows. */
function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile image uploads (api-contract §1.6, §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (user: TestUser, target: 'profile-picture' | 'background-image', parts: FormPart[]) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/profile/upload/${target}`,
      headers: { ...user.headers, ...headers },
      payload,
    });
  };
  const image = (body: Buffer, contentType = 'image/png', filename = 'photo.png'): FormPart => ({
    field: 'image',
    filename,
    contentType,
    body,
  });
  const diskPath = (url: string) => path.join(t.config.dataDir, 'uploads', keyOf(url));

  it('stores a PNG avatar as a 400×400 WebP and answers { imageUrl, user }', async () => {
    // With a username, the profile is public: its files have plain URLs (decision 037).
    const user = await createUser(t.app, { username: 'avatar-owner' });
    const res = await upload(user, 'profile-picture', [image(await halves('png'))]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile picture uploaded successfully');
    expect(body.data.imageUrl).toMatch(new RegExp(`^${t.config.mediaBaseUrl}/avatars/[0-9a-f-]{36}\\.webp$`));
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, profilePicture: body.data.imageUrl });
    expect(body.data.user).toHaveProperty('subscription', 'STARTER');

    const stored = await sharp(readFileSync(diskPath(body.data.imageUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data;
    expect(profile.user.profilePicture).toBe(body.data.imageUrl);
  });

  it('applies EXIF orientation to a JPEG and strips its metadata', async () => {
    const user = await createUser(t.app);
    const jpeg = await sharp(await halves('png'))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const res = await upload(user, 'profile-picture', [image(jpeg, 'image/jpeg', 'IMG_0001.JPG')]);
    expect(res.statusCode).toBe(200);
    const file = readFileSync(diskPath(res.json().data.imageUrl));
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();

    // Rotated 90° clockwise, the red left half becomes the top half.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRight, bottomLeft] = [pixel(340, 60), pixel(60, 340)];
    expect(topRight[0]).toBeGreaterThan(200);
    expect(topRight[2]).toBeLessThan(60);
    expect(bottomLeft[2]).toBeGreaterThan(200);
    expect(bottomLeft[0]).toBeLessThan(60);
  });

  it('serves the stored file at its URL with public caching and nosniff', async () => {
    const user = await createUser(t.app, { username: 'served-avatar' });
    const { imageUrl } = (await upload(user, 'profile-picture', [image(await halves('png'))])).json().data;
    const res = await t.app.inject({ method: 'GET', url: new URL(imageUrl).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE);
    expect(res.headers.etag).toBe(`"${keyOf(imageUrl)}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(readFileSync(diskPath(imageUrl)))).toBe(true);
  });

  it('deletes the previous avatar file once the new one is saved', async () => {
    const user = await createUser(t.app);
    const first = (await upload(user, 'profile-picture', [image(await halves('png'))])).json().data.imageUrl;
    const second = (await upload(user, 'profile-picture', [image(await halves('webp'), 'image/webp')])).json().data
      .imageUrl;
    expect(second).not.toBe(first);
    expect(existsSync(diskPath(first))).toBe(false);
    expect(existsSync(diskPath(second))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
  });

  it('stores a background as a 1500×500 WebP, answers { imageUrl, profile } and replaces the old file', async () => {
    const user = await createUser(t.app, { username: 'background-owner' });
    const res = await upload(user, 'background-image', [image(await halves('gif'), 'image/gif', 'banner.gif')]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Cover image uploaded successfully');
    expect(body.data.imageUrl).toMatch(new RegExp(`^${t.config.mediaBaseUrl}/backgrounds/[0-9a-f-]{36}\\.webp$`));
    expect(body.data.profile).toMatchObject({
      backgroundImage: body.data.imageUrl,
      isPublished: true,
      socialLinks: [],
    });
    expect(await sharp(readFileSync(diskPath(body.data.imageUrl))).metadata()).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });

    const next = (await upload(user, 'background-image', [image(await halves('png'))])).json().data.imageUrl;
    expect(existsSync(diskPath(body.data.imageUrl))).toBe(false);
    expect(existsSync(diskPath(next))).toBe(true);
  });

  it('decides the type from the bytes: a PNG declared as image/jpeg is accepted', async () => {
    const user = await createUser(t.app);
    const res = await upload(user, 'profile-picture', [image(await halves('png'), 'image/jpeg', 'photo.jpg')]);
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly'), 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    [
      'a HEIC',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]),
      'image/heic',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'image/png'],
  ])('refuses %s with 415', async (_name, bytes, contentType) => {
    const user = await createUser(t.app);
    for (const target of ['profile-picture', 'background-image'] as const) {
      const res = await upload(user, target, [image(bytes, contentType)]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE', message: TYPE_MESSAGE });
    }
  });

  it('answers 413 "File is too large (max 10MB)" for an 11 MB file', async () => {
    const user = await createUser(t.app);
    const big = Buffer.concat([await halves('png'), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(user, 'profile-picture', [image(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'PAYLOAD_TOO_LARGE', message: 'File is too large (max 10MB)' });
  });

  it('answers 400 "Image could not be processed" for a broken image and for one over 24 megapixels', async () => {
    const user = await createUser(t.app);
    const png = await halves('png');
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(256, 7)]);
    // 56 MP, and 25 MP: under the 50 MP of api-contract §1.6, over this server's 24 MP (decision 035).
    const huge = hugePng(8000, 7000);
    const overOurs = hugePng(5000, 5000);
    expect(await sharp(huge).metadata()).toMatchObject({ format: 'png', width: 8000, height: 7000 });
    for (const bytes of [broken, huge, overOurs]) {
      const res = await upload(user, 'profile-picture', [image(bytes)]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Image could not be processed',
      });
    }
  });

  it('accepts a 6000×4000 camera photo, 24 megapixels', async () => {
    const res = await upload(await createUser(t.app), 'background-image', [image(hugePng(6000, 4000))]);
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 for a file in another field, a second file, or no file at all', async () => {
    const user = await createUser(t.app);
    const png = await halves('png');
    const elsewhere = await upload(user, 'profile-picture', [{ ...image(png), field: 'avatar' }]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual([{ path: 'avatar', message: 'Unexpected file field' }]);

    const twice = await upload(user, 'profile-picture', [image(png), { ...image(png), field: 'extra' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Unexpected file field');

    const none = await upload(user, 'profile-picture', [{ field: 'caption', value: 'hello' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: 'No file uploaded',
      errors: [{ path: 'image', message: 'No file uploaded' }],
    });
    const empty = await upload(user, 'profile-picture', [image(Buffer.alloc(0))]);
    expect(empty.json().message).toBe('No file uploaded');

    const longField = await upload(user, 'profile-picture', [
      { field: 'caption', value: 'x'.repeat(2049) },
      image(png),
    ]);
    expect(longField.statusCode).toBe(400);
    expect(longField.json().message).toBe('Form fields must be at most 2KB');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload/profile-picture',
      headers: user.headers,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Unsupported content type');
  });

  it('allows 60 uploads an hour per user, then answers 429', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const noFile: FormPart[] = [{ field: 'caption', value: 'x' }];
    for (let i = 0; i < 60; i += 1) {
      expect((await upload(user, i % 2 ? 'profile-picture' : 'background-image', noFile)).statusCode).toBe(400);
    }
    const limited = await upload(user, 'profile-picture', [image(await halves('png'))]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again later.');
    expect((await upload(other, 'profile-picture', noFile)).statusCode).toBe(400);
  });
});
