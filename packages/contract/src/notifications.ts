import { z } from 'zod';
import { NOTIFICATIONS_LIMITS } from './limits';
import { MESSAGES } from './messages';

/**
 * The dashboard's notifications feed (docs/decisions/006-notifications.md). Notifications are
 * written by the server when an account event happens; the client only reads and marks them.
 */

/** Events that leave a notification. */
export const NOTIFICATION_KINDS = [
  'welcome',
  'profile_published',
  'profile_unpublished',
  'google_linked',
  'password_changed',
  'payment_received',
  'subscription_canceled',
  'renewal_failed',
  'plan_reminder',
  'plan_ended',
  'page_live',
  'domain_verified',
  'domain_failing',
  'domain_detached',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** An in-app path such as `/dashboard/profile`, or null when there is nowhere to go. */
  link: string | null;
  read: boolean;
  createdAt: string;
}

/** `GET /api/notifications`: newest first; `unreadCount` covers all of them, not just this list. */
export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}

/** `POST /api/notifications/read` answers with the unread count left after marking. */
export interface NotificationsReadResult {
  unreadCount: number;
}

const limitError = { error: MESSAGES.notificationsLimitRange };

export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(NOTIFICATIONS_LIMITS.listMax, limitError)
    .default(NOTIFICATIONS_LIMITS.listDefault),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

const idsError = { error: MESSAGES.notificationIdsInvalid };

/** Without `ids`, every notification of the caller is marked; `ids: []` marks none. */
export const MarkNotificationsReadSchema = z.object(
  {
    ids: z
      .array(z.string(idsError).min(1, idsError), idsError)
      .max(NOTIFICATIONS_LIMITS.keptPerUser, idsError)
      .optional(),
  },
  idsError,
);
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadSchema>;
