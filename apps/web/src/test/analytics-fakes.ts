import type { ActivityEvent, AnalyticsSummary } from '@sparklink/contract';

/** Analytics test data shared by the overview and the analytics screen. */

/** A summary of the last 30 days with nothing counted, unless fields say otherwise. */
export function aSummary(fields: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    profileViews: 0,
    totalViews: 0,
    pageViews: 0,
    galleryViews: 0,
    socialClicks: 0,
    resumeDownloads: 0,
    uniqueVisitors: 0,
    previousProfileViews: 0,
    previousTotalViews: 0,
    previousPageViews: 0,
    previousGalleryViews: 0,
    previousSocialClicks: 0,
    previousResumeDownloads: 0,
    previousUniqueVisitors: 0,
    period: { days: 30, from: '2025-05-04', to: '2025-06-02' },
    recentActivity: [],
    ...fields,
  };
}

export function anEvent(fields: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: 'ev-1',
    event: 'profile_view',
    details: null,
    createdAt: '2025-06-02T09:00:00.000Z',
    country: 'Ghana',
    countryCode: 'GH',
    device: 'Mobile',
    ...fields,
  };
}
