import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUser, type TestUser } from './factories';

/** A published page behind a password, as the public-site tests give Ama one. */
export const PROTECTED_PAGE = {
  type: 'CUSTOM',
  title: 'Vault',
  slug: 'vault',
  isPublished: true,
  isPasswordProtected: true,
  password: 'vault-pass',
  content: 'Behind the door',
} as const;

/**
 * The owner the public-site tests render: Ama Owusu at /public/ama, on Rise so a page may be
 * password-protected, with these pages created through the API in order, as she would. Returns
 * the pages' ids in the same order.
 */
export async function createPortfolioOwner(
  app: FastifyInstance,
  pages: object[],
): Promise<{ owner: TestUser; pageIds: string[] }> {
  const owner = await createUser(app, { tier: 'RISE', username: 'ama', firstName: 'Ama', lastName: 'Owusu' });
  const pageIds: string[] = [];
  for (const payload of pages) {
    const res = await app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload });
    expect(res.statusCode).toBe(201);
    pageIds.push(res.json().data.page.id);
  }
  return { owner, pageIds };
}
