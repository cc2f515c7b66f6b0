import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { imagePart, insertRows, keyOf, solidImage, storedFiles, upload } from './gallery.test-support';

const TYPE_MESSAGE = 'Only JPEG, PNG, WebP or GIF images are allowed';

describe('POST /api/gallery/upload (api-contract §1.6, §5)', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    // With a username, the profile is public: visible items have plain URLs (decision 037).
    owner = await createUser(t.app, { username: 'uploader' });
  });
  afterAll(() => t.close());

  const title = (value = 'Sunset') => ({ field: 'title', value });
  /** The file behind the owner's URL for it: plain while public, else signed. */
  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${keyOf(url)}${new URL(url).search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    return sharp(res.rawPayload).metadata();
  };

  it('stores a 3000×2000 PNG as a 2048 px WebP and a 480 px thumbnail, both served by /media', async () => {
    const res = await upload(t.app, owner, [imagePart(await solidImage(3000, 2000)), title()]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Gallery item uploaded successfully');
    const item = body.data;
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'category',
        'tags',
        'imageUrl',
        'url',
        'thumbnailUrl',
        'width',
        'height',
        'order',
        'isVisible',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(item).toMatchObject({
      title: 'Sunset',
      description: null,
      category: null,
      tags: [],
      width: 2048,
      height: 1365,
      order: 0,
      isVisible: true,
    });
    expect(item.url).toBe(item.imageUrl);
    expect(item.imageUrl).toMatch(/^http:\/\/localhost:3000\/media\/gallery\/[0-9a-f-]{36}\.webp$/);

    const full = await served(item.imageUrl);
    expect([full.format, full.width, full.height]).toEqual(['webp', 2048, 1365]);
    const thumbnail = await served(item.thumbnailUrl);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['webp', 480, 320]);

    const row = await t.app.db
      .selectFrom('gallery_items')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const uploads = path.join(t.config.dataDir, 'uploads');
    expect(existsSync(path.join(uploads, row.storage_key))).toBe(true);
    expect(existsSync(path.join(uploads, row.thumbnail_key))).toBe(true);
    expect(row.bytes).toBe(statSync(path.join(uploads, row.storage_key)).size);
    expect([row.width, row.height]).toEqual([2048, 1365]);
  });

  it('accepts a JPEG, keeps a small image at its size and appends each upload at the end', async () => {
    const user = await createUser(t.app);
    const tall = await upload(t.app, user, [
      imagePart(await solidImage(1000, 3000, 'jpeg'), 'a.jpg', 'image/jpeg'),
      title(),
    ]);
    expect(tall.statusCode).toBe(201);
    expect(tall.json().data).toMatchObject({ width: 683, height: 2048, order: 0 });
    expect((await served(tall.json().data.thumbnailUrl)).width).toBe(480);

    const small = await upload(t.app, user, [imagePart(await solidImage(300, 200)), title('Small')]);
    expect(small.json().data).toMatchObject({ width: 300, height: 200, order: 1 });
    const thumbnail = await served(small.json().data.thumbnailUrl);
    expect([thumbnail.width, thumbnail.height]).toEqual([300, 200]);
  });

  it('reads the optional fields: category, description, tags as JSON or commas, isVisible', async () => {
    const user = await createUser(t.app);
    const res = await upload(t.app, user, [
      imagePart(await solidImage(40, 40)),
      title('  Beach  '),
      { field: 'description', value: ' Waves ' },
      { field: 'category', value: ' Travel ' },
      { field: 'tags', value: ' sea, , sand ,sun ' },
      { field: 'isVisible', value: 'false' },
    ]);
    expect(res.json().data).toMatchObject({
      title: 'Beach',
      description: 'Waves',
      category: 'Travel',
      tags: ['sea', 'sand', 'sun'],
      isVisible: false,
    });
    const json = await upload(t.app, user, [
      imagePart(await solidImage(40, 40)),
      title(),
      { field: 'tags', value: '["one", " two ", ""]' },
      { field: 'description', value: '' },
    ]);
    expect(json.json().data).toMatchObject({ tags: ['one', 'two'], description: null, isVisible: true, order: 1 });
  });

  it('decides the type from the bytes: a PNG named .pdf is an image, text named .png is 415', async () => {
    const png = await upload(t.app, owner, [
      imagePart(await solidImage(50, 50), 'scan.pdf', 'application/pdf'),
      title(),
    ]);
    expect(png.statusCode).toBe(201);

    const before = storedFiles(t.config.dataDir);
    const text = await upload(t.app, owner, [
      imagePart(Buffer.from('just some words'), 'fake.png', 'image/png'),
      title(),
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE', message: TYPE_MESSAGE });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const vector = await upload(t.app, owner, [imagePart(svg, 'a.svg', 'image/svg+xml'), title()]);
    expect(vector.statusCode).toBe(415);
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = storedFiles(t.config.dataDir);
    const res = await upload(t.app, owner, [imagePart(Buffer.alloc(11 * 1024 * 1024, 1)), title()]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'PAYLOAD_TOO_LARGE', message: 'File is too large (max 10MB)' });
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('keeps an image uploaded without a title untitled, not named after its file (issue 32)', async () => {
    const none = await upload(t.app, owner, [imagePart(await solidImage(300, 200), 'IMG_2041.png')]);
    expect(none.statusCode).toBe(201);
    expect(none.json().data.title).toBe('');
    const blank = await upload(t.app, owner, [imagePart(await solidImage(300, 200), 'g1.png'), title('   ')]);
    expect(blank.statusCode).toBe(201);
    expect(blank.json().data.title).toBe('');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/gallery?limit=500',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const titles = new Map(
      listed.json().data.items.map((item: { id: string; title: string }) => [item.id, item.title]),
    );
    expect(titles.get(none.json().data.id)).toBe('');
    expect(titles.get(blank.json().data.id)).toBe('');
    // The public gallery names it by its place to a screen reader and shows no file name.
    const page = await t.app.inject({ method: 'GET', url: '/public/uploader/gallery' });
    expect(page.body).not.toContain('IMG_2041');
    expect(page.body).toMatch(/alt="Image \d+"/);
  });

  it('validates every text field before anything is written to storage', async () => {
    const image = imagePart(await solidImage(3000, 2000));
    const cases: Array<[Array<{ field: string; value: string }>, string, string]> = [
      [[title('x'.repeat(101))], 'title', 'Title must be less than 100 characters'],
      [
        [title(), { field: 'description', value: 'd'.repeat(1001) }],
        'description',
        'Description must be less than 1000 characters',
      ],
      [[title(), { field: 'category', value: 'c'.repeat(51) }], 'category', 'Category must be less than 50 characters'],
      [
        [title(), { field: 'tags', value: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }],
        'tags',
        'At most 20 tags are allowed',
      ],
      [
        [title(), { field: 'tags', value: `ok, ${'x'.repeat(31)}` }],
        'tags[1]',
        'Each tag must be at most 30 characters',
      ],
      [[title(), { field: 'tags', value: '[1]' }], 'tags[0]', 'Tags must be a list or a comma-separated text'],
      [[title(), { field: 'isVisible', value: 'yes' }], 'isVisible', 'isVisible must be true or false'],
    ];
    const before = storedFiles(t.config.dataDir);
    for (const [fields, pathName, message] of cases) {
      const res = await upload(t.app, owner, [image, ...fields]);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message,
        errors: [{ path: pathName, message }],
      });
    }
    expect(storedFiles(t.config.dataDir)).toEqual(before);
  });

  it('asks for the image when the file is missing or empty', async () => {
    for (const parts of [[title()], [imagePart(Buffer.alloc(0)), title()]]) {
      const res = await upload(t.app, owner, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Image file is required',
        errors: [{ path: 'image', message: 'Image file is required' }],
      });
    }
  });

  it('refuses an undecodable image with 400', async () => {
    const png = await solidImage(100, 100);
    const res = await upload(t.app, owner, [imagePart(png.subarray(0, 60)), title()]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Image could not be processed');
  });

  it('stops at 500 items with 403 FORBIDDEN, before storing anything', async () => {
    const user = await createUser(t.app);
    await insertRows(t.app, user.id, 500);
    const before = storedFiles(t.config.dataDir);
    const res = await upload(t.app, user, [imagePart(await solidImage(40, 40)), title()]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'Gallery limit reached (500 items)' });
    expect(storedFiles(t.config.dataDir)).toEqual(before);

    await t.app.db.deleteFrom('gallery_items').where('user_id', '=', user.id).where('sort_order', '=', 0).execute();
    const room = await upload(t.app, user, [imagePart(await solidImage(40, 40)), title()]);
    expect(room.statusCode).toBe(201);
    expect(room.json().data.order).toBe(500);
  });

  it('shares the 60-an-hour upload allowance and needs a token', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 60; i += 1) {
      await t.app.rateLimiter.consume({ key: `upload:${user.id}`, max: 60, windowMs: 3_600_000 });
    }
    const limited = await upload(t.app, user, [imagePart(await solidImage(40, 40)), title()]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again later.');

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/gallery/upload' });
    expect(anonymous.statusCode).toBe(401);
  });
});
