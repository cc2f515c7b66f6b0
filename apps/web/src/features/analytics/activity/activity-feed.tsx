import type { ActivityEvent } from '@sparklink/contract';
import { activityIcon, describeActivity } from '../../../components/analytics/activity-kind';
import { relativeTime } from '../../../components/analytics/relative-time';
import { Button } from '../../../components/ui/button';
import { dateFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { useNow } from '../../../lib/use-now';
import { useActivityFeed } from '../api/analytics-queries';
import { countryName, deviceName } from '../lib/audience-names';
import { Panel } from '../panel/panel';

/** Spec 2 §9: the activity clock refreshes every second. */
const CLOCK_MS = 1000;

/** Only the list re-renders every second, not the whole screen. */
function ActivityList({ events }: { events: ActivityEvent[] }) {
  const now = useNow(CLOCK_MS);
  const { t, lang } = useT();
  const absolute = dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="divide-y divide-slate-100">
      {events.map((activity) => {
        const Icon = activityIcon(activity.event);
        const country = activity.country && countryName(lang, t, { ...activity, country: activity.country });
        const where = [country, deviceName(t, activity.device)].filter(Boolean).join(' · ');
        return (
          <li key={activity.id} className="flex items-center gap-3 py-2.5">
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <Icon aria-hidden className="h-4 w-4" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-800">{describeActivity(activity)}</span>
              <span className="block text-xs text-slate-600">{where}</span>
            </span>
            <time
              dateTime={activity.createdAt}
              title={absolute.format(new Date(activity.createdAt))}
              className="shrink-0 text-xs text-slate-600"
            >
              {relativeTime(activity.createdAt, now)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}

/** The newest events across every range, 20 at a time, with "Load more" for older ones. */
export function ActivityFeed() {
  const { t } = useT();
  const feed = useActivityFeed();
  const events = feed.data?.pages.flatMap((page) => page.activity);
  return (
    <Panel
      title={t('analytics.activity.title')}
      query={{ data: events, isPending: feed.isPending, isError: feed.isError, refetch: feed.refetch }}
      isEmpty={(list) => list.length === 0}
      emptyText={t('analytics.activity.empty')}
    >
      {(list) => (
        <div className="space-y-3">
          <ActivityList events={list} />
          {feed.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-800">
              {t('analytics.activity.olderFailed')}
            </p>
          )}
          {feed.hasNextPage && (
            <Button variant="secondary" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
              {t('analytics.activity.loadMore')}
            </Button>
          )}
        </div>
      )}
    </Panel>
  );
}
