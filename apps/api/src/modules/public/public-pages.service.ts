import { PAGE_MESSAGES as M } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { publiclyServedIds } from '../pages/page-visibility';
import { nextTransition } from '../pages/page-schedule';
import { toPublicSummary } from '../pages/page-projection';
import { listPagesWithOneWhole, listPageSummaries, type PageRow, type PageSummaryRow } from '../pages/pages.repository';
import { toBool } from '../../db/values';
import { hasPageAccess, issuePageAccess } from './page-access';
import type { PublicOwner } from './public-owner';

const MINUTE = 60_000;

/**
 * Of an owner's pages in order, the published ones the public may see at `now` (their schedule,
 * decision 056), capped by the owner's plan.
 */
export function visibleOf<Row extends PageSummaryRow>(rows: Row[], owner: PublicOwner, now = new Date()): Row[] {
  const served = publiclyServedIds(rows, owner.tier, now);
  return rows.filter((row) => served.has(row.id));
}

/**
 * Published pages the public may see, in order, capped by the owner's plan (no content: the nav
 * needs none), and until when that list holds (the next schedule transition, decision 056).
 */
export async function listVisiblePages(
  app: FastifyInstance,
  owner: PublicOwner,
): Promise<{ rows: PageSummaryRow[]; validUntil: Date | null }> {
  const rows = await listPageSummaries(app.db, owner.id);
  const now = new Date();
  return { rows: visibleOf(rows, owner, now), validUntil: nextTransition(rows, owner.tier, now) };
}

export const toSummaries = (rows: PageSummaryRow[]) => rows.map(toPublicSummary);

/**
 * A page the public may see by its slug, whole, with the visible list it belongs to, from the
 * owner's pages in order with that page's content (pages.repository listPagesWithOneWhole). The
 * list decides visibility: the plan cap counts the pages before it.
 */
export function visiblePageIn(
  pages: PageRow[],
  owner: PublicOwner,
  slug: string,
): { row: PageRow | undefined; visible: PageSummaryRow[] } {
  const page = pages.find((row) => row.slug === slug);
  const visible = visibleOf(pages, owner);
  return { row: page && visible.some((entry) => entry.id === page.id) ? page : undefined, visible };
}

/** visiblePageIn of the owner's pages, read here. */
export async function findVisiblePage(
  app: FastifyInstance,
  owner: PublicOwner,
  slug: string,
): Promise<{ row: PageRow | undefined; visible: PageSummaryRow[] }> {
  return visiblePageIn(await listPagesWithOneWhole(app.db, owner.id, slug), owner, slug);
}

/**
 * A page the public may see, or 404 "Page not found" (missing, unpublished, outside its schedule
 * or over the plan cap), with until when it stays so (its owner's next schedule transition).
 */
export async function getVisiblePage(
  app: FastifyInstance,
  owner: PublicOwner,
  slug: string,
): Promise<PageRow & { validUntil: Date | null }> {
  const pages = await listPagesWithOneWhole(app.db, owner.id, slug);
  const { row } = visiblePageIn(pages, owner, slug);
  if (!row) throw notFound(M.notFound);
  return { ...row, validUntil: nextTransition(pages, owner.tier, new Date()) };
}

export const isProtected = (row: PageRow) => toBool(row.is_password_protected);

export function canRead(app: FastifyInstance, row: PageRow, accessToken: string | undefined): Promise<boolean> {
  return isProtected(row)
    ? hasPageAccess(app.config, accessToken, row.id, row.password_version)
    : Promise.resolve(true);
}

export function passwordRequired(): AppError {
  return new AppError('PASSWORD_REQUIRED', M.passwordProtected);
}

/**
 * Checks a page password (5 failures per 15 min per IP and page; 100 an hour per page) and issues
 * the unlock. Each guess is counted before the slow hash, so parallel guesses cannot all slip
 * under the limit; a right password gives its count back. An empty password never reaches here:
 * the schema refuses it.
 */
export async function unlockPage(app: FastifyInstance, row: PageRow, password: string, ip: string) {
  const limits = [
    { key: `page-pw:${row.id}:${ip}`, max: 5, windowMs: 15 * MINUTE },
    { key: `page-pw:${row.id}`, max: 100, windowMs: 60 * MINUTE },
  ];
  for (const limit of limits) await app.rateLimiter.consume(limit);
  if (!(await verifyPassword(row.password_hash, password))) {
    throw new AppError('INVALID_PASSWORD', M.incorrectPassword);
  }
  await Promise.all(limits.map((limit) => app.rateLimiter.refund(limit)));
  return issuePageAccess(app.config, row.id, row.password_version);
}
