import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { hostileArchive } from '../data-export/hostile-archive.test-support';
import { importInto } from '../data-export/zip-test-support';
import { solidImage } from '../gallery/gallery.test-support';
import { DecodeSlots, decodeSlots, DECODES_AT_ONCE } from './decode-slots';

/** A promise and the function that settles it, to hold work open for as long as a test needs. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 300))]);

describe('decode slots (decision 035)', () => {
  it('runs at most `size` at once, the rest in their order of arrival, and frees a slot whatever happened', async () => {
    const slots = new DecodeSlots(2);
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const gates = Array.from({ length: 5 }, gate);
    const jobs = gates.map((g, index) =>
      slots.run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await g.opened;
        running -= 1;
        if (index === 0) throw new Error('decode failed');
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 3]);
    gates[0]!.open();
    await expect(jobs[0]).rejects.toThrow('decode failed');
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs.slice(1))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(mostAtOnce).toBe(2);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });
});

describe('every upload route and the import share the decode slots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('waits while other decodes hold every slot, then answers', async () => {
    const email = 'slots@example.com';
    const owner = await createUser(t.app, { email });
    const png = await solidImage(64, 48);
    const send = (url: string) => {
      const { payload, headers } = multipart([
        { field: 'image', filename: 'a.png', contentType: 'image/png', body: png },
        { field: 'title', value: 'Waiting' },
      ]);
      return t.app.inject({ method: 'POST', url, headers: { ...owner.headers, ...headers }, payload });
    };
    const held = gate();
    const holders = Array.from({ length: DECODES_AT_ONCE }, () => decodeSlots.run(() => held.opened));
    const uploads = [
      send('/api/gallery/upload'),
      send('/api/profile/upload/profile-picture'),
      send('/api/profile/upload/background-image'),
    ];
    // Each upload reaches the slots after reading its body: wait for all three there, however slow the machine.
    await vi.waitFor(() => expect(decodeSlots.waiting).toBe(3), { timeout: 15_000 });
    expect(await settled(Promise.all(uploads))).toBe(false);
    held.open();
    await Promise.all(holders);
    expect((await Promise.all(uploads)).map((res) => res.statusCode)).toEqual([201, 200, 200]);

    const importer = await createUser(t.app, { email: 'slots-import@example.com' });
    const archive = hostileArchive({
      email: importer.email,
      galleryFiles: ['files/gallery/0001.webp'],
      files: [{ name: 'files/gallery/0001.webp', body: png }],
    });
    const again = gate();
    const holdersAgain = Array.from({ length: DECODES_AT_ONCE }, () => decodeSlots.run(() => again.opened));
    const importing = importInto(t, importer, archive);
    // The import proves who it is and reads the archive first (a password check): wait for it at the slots.
    await vi.waitFor(() => expect(decodeSlots.waiting).toBe(1), { timeout: 15_000 });
    expect(await settled(importing)).toBe(false);
    again.open();
    await Promise.all(holdersAgain);
    expect((await importing).json().data.imported.galleryItems).toBe(1);
  });
});
