import { MarkNotificationsReadSchema, MESSAGES, NotificationListQuerySchema } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import { parseBody, parseInput } from '../../lib/parse';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { listNotifications, markNotificationsRead } from './notifications.service';

/** The dashboard's notifications feed (docs/decisions/006-notifications.md). All Bearer. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  app.get('/api/notifications', async (request) => {
    const { limit } = parseInput(NotificationListQuerySchema, request.query);
    return ok(await listNotifications(app.db, currentUser(request).id, limit));
  });

  app.post('/api/notifications/read', async (request) => {
    // The body is optional: no body at all means "mark everything".
    const { ids } = parseBody(MarkNotificationsReadSchema, request.body);
    const unreadCount = await markNotificationsRead(app.db, currentUser(request).id, ids);
    return ok({ unreadCount }, MESSAGES.notificationsMarkedRead);
  });
}
