import {
  NOTIFICATIONS_LIMITS,
  type Notification,
  type NotificationKind,
  type NotificationList,
} from '@sparklink/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toIso } from '../../db/values';
import { newId } from '../../lib/ids';
import {
  countUnread,
  insertNotification,
  listNotificationRows,
  markRead,
  pruneNotifications,
  type NotificationRow,
} from './notifications.repository';

type Db = Kysely<DB> | Transaction<DB>;

/** What an event records. `link` is an in-app path; the dashboard navigates to it on click. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link?: `/${string}` | null;
}

/**
 * Records an account event in the user's feed and keeps only their newest
 * NOTIFICATIONS_LIMITS.keptPerUser notifications. Pass the caller's transaction so the notice
 * exists exactly when the event commits. Called by (see NOTICES in ./notices.ts):
 * - auth: e-mail verified (verify-email), or an account created by Google sign-in → `welcome`;
 * - auth: Google sign-in linked to an existing account → `google_linked`;
 * - auth: reset-password → `password_changed`;
 * - profile and settings: the public flag changed (publish, `privacy.profileVisible`) →
 *   `profile_published` / `profile_unpublished`;
 * - subscriptions, when payments land.
 */
export async function notify(db: Db, userId: string, notice: Notice): Promise<void> {
  await insertNotification(db, {
    id: newId(),
    user_id: userId,
    kind: notice.kind,
    title: notice.title,
    body: notice.body ?? null,
    link: notice.link ?? null,
    read_at: null,
    created_at: new Date(),
  });
  await pruneNotifications(db, userId, NOTIFICATIONS_LIMITS.keptPerUser);
}

export async function listNotifications(db: Db, userId: string, limit: number): Promise<NotificationList> {
  const [rows, unreadCount] = await Promise.all([listNotificationRows(db, userId, limit), countUnread(db, userId)]);
  return { notifications: rows.map(toNotification), unreadCount };
}

/** Marks the given ids (only the caller's; others are ignored) or, without ids, all; returns the unread count left. */
export async function markNotificationsRead(db: Db, userId: string, ids: string[] | undefined): Promise<number> {
  await markRead(db, userId, ids, new Date());
  return countUnread(db, userId);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.read_at !== null,
    createdAt: toIso(row.created_at),
  };
}
