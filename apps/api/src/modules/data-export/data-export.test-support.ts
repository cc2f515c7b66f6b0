import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { newId } from '../../lib/ids';
import { imagePart, solidImage, upload } from '../gallery/gallery.test-support';
import { pdfBytes } from '../resume/resume.test-support';

/** A portfolio with one of everything the archive holds, built through the API as an owner would. */

async function send(app: FastifyInstance, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await app.inject({ method, url, headers: user.headers, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json().data;
}

async function uploadFile(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  field: string,
  body: Buffer,
  type: string,
) {
  const { payload, headers } = multipart([{ field, filename: `file.${type.split('/')[1]}`, contentType: type, body }]);
  const res = await app.inject({ method: 'POST', url, headers: { ...user.headers, ...headers }, payload });
  if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
}

/** A colour of the owner's own. */
const colorOf = (name: string) => `#${Buffer.from(name).toString('hex').padEnd(6, '0').slice(0, 6)}`;

/** A gallery item whose image differs per owner, so one owner's file can never pass for another's. */
async function addGalleryItem(app: FastifyInstance, user: TestUser, name: string, fields: Record<string, string>) {
  const text = Object.entries(fields).map(([field, value]) => ({ field, value }));
  const res = await upload(app, user, [imagePart(await solidImage(64, 48, 'png', colorOf(name))), ...text]);
  if (res.statusCode !== 201) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
}

export const PAGE_CONTENT = {
  headline: 'Hello; I build things',
  sections: [{ type: 'text', title: 'Work', content: 'Line one\nLine two', items: [{ title: 'Kiosk' }] }],
};

export async function fillPortfolio(app: FastifyInstance, user: TestUser, name: string): Promise<void> {
  await send(app, user, 'PUT', '/api/profile', {
    firstName: name,
    lastName: 'Mensah',
    username: `${name.toLowerCase()}-mensah`,
    country: 'GH',
    phone: '+233 20 123 4567',
    bio: `${name} builds things, in Accra; mostly web.`,
    tagline: `${name}, product engineer`,
  });
  await send(app, user, 'PUT', '/api/profile/social-links', {
    links: [
      { platform: 'github', url: `https://github.com/${name.toLowerCase()}` },
      { platform: 'linkedin', url: `https://www.linkedin.com/in/${name.toLowerCase()}` },
    ],
  });
  await send(app, user, 'POST', '/api/pages', {
    type: 'ABOUT',
    title: `About ${name}`,
    slug: 'about',
    content: PAGE_CONTENT,
    isPublished: true,
  });
  await send(app, user, 'POST', '/api/pages', { type: 'CUSTOM', title: 'Notes', slug: 'notes', content: 'Plain text' });
  await addGalleryItem(app, user, name, {
    title: `${name} one`,
    category: 'Work',
    tags: 'red,blue',
    description: 'First',
  });
  await addGalleryItem(app, user, name, { title: `${name} two`, isVisible: 'false' });
  await uploadFile(app, user, '/api/resume/upload', 'resume', pdfBytes(`${name}'s resume`), 'application/pdf');
  await send(app, user, 'PUT', '/api/resume/settings', { allowResumeDownload: false });
  const picture = await solidImage(500, 500, 'png', colorOf(name));
  await uploadFile(app, user, '/api/profile/upload/profile-picture', 'image', picture, 'image/png');
  const background = await solidImage(1600, 600, 'jpeg', colorOf(name));
  await uploadFile(app, user, '/api/profile/upload/background-image', 'image', background, 'image/jpeg');
  await send(app, user, 'PUT', '/api/settings', {
    notifications: { marketing: true },
    privacy: { profileVisible: true, showLastSeen: true },
    appearance: { language: 'fr' },
  });
}

/** A paid payment and two days of rollups, written straight to their tables (no checkout needed). */
export async function addRecords(app: FastifyInstance, userId: string, reference: string): Promise<void> {
  const paidAt = new Date('2026-03-01T10:00:00.000Z');
  await app.db
    .insertInto('payments')
    .values({
      id: newId(),
      user_id: userId,
      subscription_id: null,
      reference,
      provider: 'test',
      tier: 'RISE',
      billing_cycle: 'monthly',
      amount_pesewas: 3500,
      currency: 'GHS',
      status: 'success',
      provider_status: 'success',
      gateway_response: null,
      channel: null,
      provider_domain: null,
      paid_at: paidAt,
      applied_at: paidAt,
      created_at: paidAt,
      updated_at: paidAt,
    })
    .execute();
  await app.db
    .insertInto('analytics_daily')
    .values([
      {
        owner_user_id: userId,
        day: '2026-03-01',
        type: 'profile_view',
        dim: 'total',
        views: 7,
        visitors: 5,
        label: null,
      },
      {
        owner_user_id: userId,
        day: '2026-03-02',
        type: 'profile_view',
        dim: 'total',
        views: 3,
        visitors: 2,
        label: null,
      },
    ])
    .execute();
}
