import {
  PAGE_MESSAGES as M,
  planFor,
  scheduleInOrder,
  type CreatePageInput,
  type Page,
  type Tier,
  type UpdatePageInput,
} from '@sparklink/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { lockOwner } from '../../db/owner-lock';
import type { DB } from '../../db/schema';
import { toBool, toIso, toJson } from '../../db/values';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { applyReorder, type OrderEntry } from '../../lib/reorder';
import { effectiveTier } from '../users/user.projection';
import type { UserRow } from '../users/user.repository';
import { isLockedByPlan, publiclyServedIds } from './page-visibility';
import { toPage } from './page-projection';
import * as repo from './pages.repository';

const upgradeFrom = (tier: Tier) => (tier === 'STARTER' ? 'RISE' : 'BLAZE');

const protectionNeedsPlan = () => new AppError('PLAN_LIMIT', M.passwordNeedsPlan, { requiredTier: 'RISE' });

type ScheduleInput = { publishAt?: string | null; unpublishAt?: string | null };

/**
 * The schedule columns a write sets (decision 056): only BLAZE may set a time; anyone may clear
 * one (a downgraded owner keeps the schedule, which no longer fires, and may remove it). The end
 * must come after the start, the stored one counting when only one side is sent.
 */
function scheduleChanges(tier: Tier, input: ScheduleInput, stored?: Pick<repo.PageRow, 'publish_at' | 'unpublish_at'>) {
  const setsTime = Boolean(input.publishAt) || Boolean(input.unpublishAt);
  if (setsTime && !planFor(tier).limits.scheduledPublishing) {
    throw new AppError('PLAN_LIMIT', M.scheduleNeedsPlan, { requiredTier: 'BLAZE' });
  }
  const asIso = (value: repo.PageRow['publish_at'] | undefined) => (value == null ? null : toIso(value));
  const publishAt = input.publishAt === undefined ? asIso(stored?.publish_at) : input.publishAt;
  const unpublishAt = input.unpublishAt === undefined ? asIso(stored?.unpublish_at) : input.unpublishAt;
  if (!scheduleInOrder(publishAt, unpublishAt)) throw invalidField('unpublishAt', M.unpublishBeforePublish);
  const changes: { publish_at?: Date | null; unpublish_at?: Date | null } = {};
  if (input.publishAt !== undefined) changes.publish_at = input.publishAt === null ? null : new Date(input.publishAt);
  if (input.unpublishAt !== undefined) {
    changes.unpublish_at = input.unpublishAt === null ? null : new Date(input.unpublishAt);
  }
  return changes;
}

/** Pages of one owner with their lockedByPlan flags, in order. */
export async function listOwnerPages(db: Kysely<DB>, user: UserRow): Promise<Page[]> {
  const rows = await repo.listPages(db, user.id);
  const served = publiclyServedIds(rows, effectiveTier(user), null);
  return rows.map((row) => toPage(row, isLockedByPlan(row, served)));
}

export async function getOwnerPage(db: Kysely<DB>, user: UserRow, pageId: string): Promise<Page> {
  const page = (await listOwnerPages(db, user)).find((p) => p.id === pageId);
  if (!page) throw notFound(M.notFound);
  return page;
}

function slugConflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('CONFLICT', M.slugTaken, { errors: [{ path: 'slug', message: M.slugTaken }] });
  }
  throw error;
}

export async function createPage(db: Kysely<DB>, user: UserRow, input: CreatePageInput): Promise<Page> {
  const tier = effectiveTier(user);
  const { limits } = planFor(tier);
  if (input.isPasswordProtected && !limits.passwordProtection) throw protectionNeedsPlan();
  if (input.isPasswordProtected && !input.password) throw invalidField('password', M.passwordRequired);
  const schedule = scheduleChanges(tier, input);
  const passwordHash = input.isPasswordProtected && input.password ? await hashPassword(input.password) : null;
  const id = newId();
  const now = new Date();

  await db
    .transaction()
    .execute(async (trx) => {
      // Without the lock, parallel creates all count the same pages and all pass the limit.
      await lockOwner(trx, user.id);
      const count = await repo.countPages(trx, user.id);
      if (limits.pages !== null && count >= limits.pages) {
        throw new AppError('PLAN_LIMIT', M.pageLimit(limits.pages), { requiredTier: upgradeFrom(tier) });
      }
      await repo.insertPage(trx, {
        id,
        user_id: user.id,
        type: input.type,
        title: input.title,
        slug: input.slug,
        content: toJson(input.content),
        sort_order: await repo.nextSortOrder(trx, user.id),
        is_published: input.isPublished,
        published_at: input.isPublished ? now : null,
        is_password_protected: input.isPasswordProtected,
        password_hash: passwordHash,
        publish_at: schedule.publish_at ?? null,
        unpublish_at: schedule.unpublish_at ?? null,
        created_at: now,
        updated_at: now,
      });
    })
    .catch(slugConflict);
  return getOwnerPage(db, user, id);
}

export async function updatePage(db: Kysely<DB>, user: UserRow, pageId: string, input: UpdatePageInput): Promise<Page> {
  const row = await repo.findPage(db, user.id, pageId);
  if (!row) throw notFound(M.notFound);
  const wasProtected = toBool(row.is_password_protected);
  const protect = input.isPasswordProtected ?? wasProtected;
  // A downgraded owner may keep editing an already protected page; only switching it on is refused.
  if (protect && !wasProtected && !planFor(effectiveTier(user)).limits.passwordProtection) throw protectionNeedsPlan();
  if (protect && !input.password && !row.password_hash) throw invalidField('password', M.passwordRequired);

  const now = new Date();
  const changes: Parameters<typeof repo.updatePage>[3] = {
    updated_at: now,
    ...scheduleChanges(effectiveTier(user), input, row),
  };
  if (input.type !== undefined) changes.type = input.type;
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.content !== undefined) changes.content = toJson(input.content);
  if (input.isPublished !== undefined) {
    changes.is_published = input.isPublished;
    if (input.isPublished && row.published_at === null) changes.published_at = now;
  }
  if (!protect) {
    changes.is_password_protected = false;
    changes.password_hash = null;
    if (wasProtected) changes.password_version = row.password_version + 1;
  } else {
    changes.is_password_protected = true;
    if (input.password) {
      // A new password ends every unlock issued for the old one.
      changes.password_hash = await hashPassword(input.password);
      changes.password_version = row.password_version + 1;
    }
  }
  await repo.updatePage(db, user.id, pageId, changes).catch(slugConflict);
  return getOwnerPage(db, user, pageId);
}

/** Under the owner lock, like every write of the page order, so renumbering never interleaves with a create. */
export async function deletePage(db: Kysely<DB>, user: UserRow, pageId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, user.id);
    if (!(await repo.findPage(trx, user.id, pageId))) throw notFound(M.notFound);
    await repo.deletePage(trx, user.id, pageId);
    const rest = await repo.listPages(trx, user.id);
    await repo.renumberPages(
      trx,
      user.id,
      rest.map((page) => page.id),
    );
  });
}

export async function reorderPages(db: Kysely<DB>, user: UserRow, entries: OrderEntry[]): Promise<Page[]> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, user.id);
    const current = await repo.listPages(trx, user.id);
    const ordered = applyReorder(
      current.map((page) => page.id),
      entries,
      M.unknownPageId,
      'pageOrders',
    );
    await repo.renumberPages(trx, user.id, ordered);
  });
  return listOwnerPages(db, user);
}
