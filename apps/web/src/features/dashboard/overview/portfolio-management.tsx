import { useQuery } from '@tanstack/react-query';
import { ChartColumn, FileText, Images, User } from 'lucide-react';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useGalleryCountQuery } from '../api/gallery-count-query';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { useT } from '../../../i18n/use-t';
import { SUMMARY_DAYS, useAnalyticsSummaryQuery } from './analytics-summary-query';
import { ManagementCard, type CardStat } from './management-card';
import { profileCompleteness } from './profile-completeness';

/** Progress targets of spec 1 §9. */
const PAGES_TARGET = 5;
const GALLERY_TARGET = 10;

/** Maps a query to a card stat: undefined while loading, null on failure. */
function statOf<T>(query: { data?: T; isError: boolean }, toStat: (data: T) => CardStat): CardStat | null | undefined {
  if (query.isError) return null;
  return query.data === undefined ? undefined : toStat(query.data);
}

/** Each card loads on its own; a failing call leaves only its card empty. */
export function PortfolioManagement() {
  const profile = useQuery(profileQueryOptions);
  const pages = useOwnerPagesQuery();
  const gallery = useGalleryCountQuery();
  const summary = useAnalyticsSummaryQuery();
  const { t } = useT();

  const completeness = statOf(profile, (data) => {
    const percent = profileCompleteness(data);
    return { text: t('dashboard.management.profile.stat', { percent }), progress: percent };
  });
  const pageCount = statOf(pages, (list) => ({
    text: t('dashboard.management.pages.stat', { count: list.length }),
    progress: (list.length / PAGES_TARGET) * 100,
  }));
  const galleryCount = statOf(gallery, (count) => ({
    text: t('dashboard.management.gallery.stat', { count }),
    progress: (count / GALLERY_TARGET) * 100,
  }));
  const viewCount = statOf(summary, ({ totalViews }) => ({
    text: t('dashboard.management.analytics.stat', { count: totalViews, days: SUMMARY_DAYS }),
  }));

  return (
    <section aria-labelledby="portfolio-management">
      <h2 id="portfolio-management" className="mb-3 text-lg font-semibold text-slate-900">
        {t('dashboard.management.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ManagementCard
          title={t('dashboard.management.profile')}
          description={t('dashboard.management.profile.description')}
          to="/dashboard/profile"
          icon={User}
          stat={completeness}
        />
        <ManagementCard
          title={t('dashboard.management.pages')}
          description={t('dashboard.management.pages.description')}
          to="/dashboard/pages"
          icon={FileText}
          stat={pageCount}
        />
        <ManagementCard
          title={t('dashboard.management.gallery')}
          description={t('dashboard.management.gallery.description')}
          to="/dashboard/gallery"
          icon={Images}
          stat={galleryCount}
        />
        <ManagementCard
          title={t('dashboard.management.analytics')}
          description={t('dashboard.management.analytics.description')}
          to="/dashboard/analytics"
          icon={ChartColumn}
          stat={viewCount}
        />
      </div>
    </section>
  );
}
