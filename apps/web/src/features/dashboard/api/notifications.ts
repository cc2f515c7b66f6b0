import { NOTIFICATIONS_LIMITS, type NotificationList, type NotificationsReadResult } from '@sparklink/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const REFRESH_MS = 60_000;

export function useNotificationsQuery() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async ({ signal }) =>
      (await api<NotificationList>('GET', `/notifications?limit=${NOTIFICATIONS_LIMITS.listDefault}`, { signal })).data,
    refetchInterval: REFRESH_MS,
  });
}

/** Marks the given notifications read and updates the cached list to match the server's count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await api<NotificationsReadResult>('POST', '/notifications/read', { body: { ids } })).data,
    onSuccess: ({ unreadCount }, ids) => {
      queryClient.setQueryData<NotificationList>(
        NOTIFICATIONS_KEY,
        (list) =>
          list && {
            unreadCount,
            notifications: list.notifications.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n)),
          },
      );
    },
  });
}
