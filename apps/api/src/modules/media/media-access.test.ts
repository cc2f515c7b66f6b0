import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { MEDIA_LOOKUPS } from './media-access';
import { SIGNED_MEDIA_WINDOW_SECONDS, signedSecondsLeft, signMediaUrl } from './signed-media-url';

const HOUR = SIGNED_MEDIA_WINDOW_SECONDS * 1000;
const KEY = 'gallery/0190a2b4-1c1d-7e2f-8a3b-4c5d6e7f8091.webp';
const URL_OF_KEY = `http://localhost:3000/media/${KEY}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Migration 0021: GET /media finds the row behind a key through an index, never a scan. */
describe('the media lookups', () => {
  const INDEX_OF = {
    avatars: 'users_profile_picture_key_idx',
    backgrounds: 'profiles_background_image_key_idx',
    gallery: 'gallery_items_storage_key_idx',
    'gallery/thumbnails': 'gallery_items_thumbnail_key_idx',
    'link-thumbnails': 'social_links_thumbnail_key_idx',
  } as const;

  it.each(Object.entries(INDEX_OF))('finds the row behind a key in %s through %s', async (folder, index) => {
    const lookup = MEDIA_LOOKUPS[folder as keyof typeof MEDIA_LOOKUPS];
    if (t.app.dialect === 'sqlite') {
      const query = lookup(t.app.db, `${folder}/x.webp`).compile();
      const plan = await t.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail);
      expect(steps[0]).toMatch(new RegExp(`^SEARCH \\w+ USING INDEX ${index} \\(\\w+=\\?\\)$`));
      // The joined user and profile are read by their keys: nothing is scanned.
      expect(steps.filter((step) => !step.startsWith('SEARCH'))).toEqual([]);
    } else {
      const found = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where schemaname = current_schema() and indexname = ${index}`.execute(t.app.db);
      expect(found.rows).toHaveLength(1);
    }
  });
});

describe('signed media URLs', () => {
  const startOfHour = Math.floor(Date.now() / HOUR) * HOUR;

  it('gives one URL for a whole hour, living one to two hours', () => {
    const first = signMediaUrl(t.config, URL_OF_KEY, KEY, startOfHour);
    expect(signMediaUrl(t.config, URL_OF_KEY, KEY, startOfHour + HOUR - 1)).toBe(first);
    expect(signMediaUrl(t.config, URL_OF_KEY, KEY, startOfHour + HOUR)).not.toBe(first);
    const url = new URL(first);
    expect(url.origin + url.pathname).toBe(URL_OF_KEY);
    expect(Number(url.searchParams.get('exp'))).toBe((startOfHour + 2 * HOUR) / 1000);
    const query = Object.fromEntries(url.searchParams);
    expect(signedSecondsLeft(t.config, KEY, query, startOfHour)).toBe(2 * SIGNED_MEDIA_WINDOW_SECONDS);
    expect(signedSecondsLeft(t.config, KEY, query, startOfHour + HOUR - 1)).toBe(SIGNED_MEDIA_WINDOW_SECONDS + 1);
  });

  it('refuses a URL from its expiry on, for another key, or with another secret', async () => {
    const query = Object.fromEntries(new URL(signMediaUrl(t.config, URL_OF_KEY, KEY, startOfHour)).searchParams);
    expect(signedSecondsLeft(t.config, KEY, query, startOfHour + 2 * HOUR - 1000)).toBe(1);
    expect(signedSecondsLeft(t.config, KEY, query, startOfHour + 2 * HOUR)).toBeUndefined();
    expect(signedSecondsLeft(t.config, KEY.replace('gallery/', 'avatars/'), query, startOfHour)).toBeUndefined();
    const other = await createTestApp();
    try {
      expect(other.config.secrets.COOKIE_SECRET).not.toBe(t.config.secrets.COOKIE_SECRET);
      expect(signedSecondsLeft(other.config, KEY, query, startOfHour)).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('reads only one string of each: a repeated or missing parameter is no signature', () => {
    const query = Object.fromEntries(new URL(signMediaUrl(t.config, URL_OF_KEY, KEY, startOfHour)).searchParams);
    expect(signedSecondsLeft(t.config, KEY, { ...query, sig: [query.sig, query.sig] }, startOfHour)).toBeUndefined();
    expect(signedSecondsLeft(t.config, KEY, { exp: query.exp }, startOfHour)).toBeUndefined();
    expect(signedSecondsLeft(t.config, KEY, { ...query, exp: `${query.exp}.0` }, startOfHour)).toBeUndefined();
    expect(signedSecondsLeft(t.config, KEY, undefined, startOfHour)).toBeUndefined();
  });
});
