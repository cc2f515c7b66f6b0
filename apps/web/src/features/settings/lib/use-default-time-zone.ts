import type { Settings } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from '../../../lib/settings-query';
import { browserTimeZone } from '../../../lib/time/time-zone';

/**
 * An owner who never chose a time zone gets the browser's, saved quietly when they first open
 * Appearance (decision 056): schedules then keep one zone whichever device shows them. No toast:
 * the owner changed nothing. A failed save is tried again on the next open.
 */
export function useDefaultTimeZone(saved: string | null): void {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  useEffect(() => {
    if (saved !== null || tried.current) return;
    tried.current = true;
    const body = { appearance: { timeZone: browserTimeZone() } };
    api<Settings>('PUT', '/settings', { body })
      .then(({ data }) => queryClient.setQueryData(SETTINGS_QUERY_KEY, data))
      .catch(() => undefined);
  }, [saved, queryClient]);
}
