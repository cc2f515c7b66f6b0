import { useQuery } from '@tanstack/react-query';
import { ChartColumn, FileText, Images, User } from 'lucide-react';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useGalleryCountQuery } from '../api/gallery-count-query';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { formatCount } from '../../../components/analytics/format-count';
import { SUMMARY_DAYS, useAnalyticsSummaryQuery } from './analytics-summary-query';
import { ManagementCard, type CardStat } from './management-card';
import { profileCompleteness } from './profile-completeness';

/** Progress targets of spec 1 §9. */
const PAGES_TARGET = 5;
const GALLERY_TARGET = 10;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

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

  const completeness = statOf(profile, (data) => {
    const percent = profileCompleteness(data);
    return { text: `${percent}% complete`, progress: percent };
  });
  const pageCount = statOf(pages, (list) => ({
    text: plural(list.length, 'page', 'pages'),
    progress: (list.length / PAGES_TARGET) * 100,
  }));
  const galleryCount = statOf(gallery, (count) => ({
    text: plural(count, 'item', 'items'),
    progress: (count / GALLERY_TARGET) * 100,
  }));
  const viewCount = statOf(summary, ({ totalViews }) => ({
    text: `${formatCount(totalViews)} ${totalViews === 1 ? 'view' : 'views'} in the last ${SUMMARY_DAYS} days`,
  }));

  return (
    <section aria-labelledby="portfolio-management">
      <h2 id="portfolio-management" className="mb-3 text-lg font-semibold text-slate-900">
        Portfolio Management
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ManagementCard
          title="Profile Management"
          description="Complete your profile so visitors know who you are."
          to="/dashboard/profile"
          icon={User}
          stat={completeness}
        />
        <ManagementCard
          title="Portfolio Pages"
          description="Create and organise the pages of your portfolio."
          to="/dashboard/pages"
          icon={FileText}
          stat={pageCount}
        />
        <ManagementCard
          title="Media Gallery"
          description="Show your work with photos and images."
          to="/dashboard/gallery"
          icon={Images}
          stat={galleryCount}
        />
        <ManagementCard
          title="Analytics Hub"
          description="See who visits your portfolio and what they click."
          to="/dashboard/analytics"
          icon={ChartColumn}
          stat={viewCount}
        />
      </div>
    </section>
  );
}
