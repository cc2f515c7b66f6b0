import { z } from 'zod';

/**
 * Analytics (api-contract §7, §8.3): what is counted, the window every endpoint takes, and the
 * shapes the dashboard reads. The API and the SPA share these.
 */

export const EVENT_TYPES = ['profile_view', 'page_view', 'gallery_view', 'social_click', 'resume_download'] as const;
export type AnalyticsEventType = (typeof EVENT_TYPES)[number];

/** The three kinds a visitor's browser reports through the beacon; clicks and downloads are counted by the server. */
export const VIEW_TYPES = ['profile_view', 'page_view', 'gallery_view'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

export const SOURCES = ['direct', 'social', 'search', 'referral'] as const;
export type TrafficSource = (typeof SOURCES)[number];
export const SOURCE_LABELS: Record<TrafficSource, string> = {
  direct: 'Direct',
  social: 'Social Media',
  search: 'Search Engines',
  referral: 'Referrals',
};

export const DEVICES = ['Desktop', 'Mobile', 'Tablet'] as const;
export type Device = (typeof DEVICES)[number];

export const RANGES = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type AnalyticsRange = keyof typeof RANGES;
/** Every plan sees windows of up to this many days; longer ones need `limits.analytics`. */
export const FREE_WINDOW_DAYS = 30;

export const ANALYTICS_MESSAGES = {
  daysOutOfRange: 'Days parameter must be between 1 and 365',
  badRange: 'Range must be one of 7d, 30d, 90d, 1y',
  needsPlan: 'Advanced analytics requires a RISE or BLAZE subscription',
  badLimit: 'Limit must be between 1 and 100',
  badCursor: 'Before must be an ISO timestamp',
} as const;

/** The beacon body (§8.3), at most 1 KB. */
export const BEACON_MAX_BYTES = 1024;
export const BeaconSchema = z
  .object({
    type: z.enum(VIEW_TYPES, { error: 'Invalid event type' }),
    username: z.string({ error: 'Username is required' }).min(1, 'Username is required').max(50),
    slug: z.string().max(50).optional(),
    referrer: z.string().max(512, 'Referrer must be at most 512 characters').optional(),
    utmSource: z.string().max(50, 'utmSource must be at most 50 characters').optional(),
  })
  .refine((event) => event.type !== 'page_view' || !!event.slug, { message: 'Slug is required', path: ['slug'] });
export type BeaconEvent = z.infer<typeof BeaconSchema>;

/** §1.5 ActivityEvent. */
export interface ActivityEvent {
  id: string;
  event: AnalyticsEventType;
  details: string | null;
  createdAt: string;
  country: string | null;
  /** ISO 3166 code of `country`, so a screen can name it in its reader's language (decision 027). */
  countryCode: string | null;
  device: Device;
}

export interface AnalyticsSummary {
  profileViews: number;
  totalViews: number;
  pageViews: number;
  galleryViews: number;
  socialClicks: number;
  resumeDownloads: number;
  uniqueVisitors: number;
  previousProfileViews: number;
  previousTotalViews: number;
  previousPageViews: number;
  previousGalleryViews: number;
  previousSocialClicks: number;
  previousResumeDownloads: number;
  previousUniqueVisitors: number;
  /**
   * Each count's change in percent, like with like (decision 053): the window's full days against
   * as many days just before them, today left out; null where those days counted nothing or the
   * window is today alone. Absent from servers before decision 053.
   */
  changes?: Record<SummaryCount, number | null>;
  period: { days: number; from: string; to: string };
  recentActivity: ActivityEvent[];
}
export type SummaryCount =
  'profileViews' | 'totalViews' | 'pageViews' | 'galleryViews' | 'socialClicks' | 'resumeDownloads' | 'uniqueVisitors';

export interface TrendDay {
  date: string;
  profileViews: number;
  pageViews: number;
  galleryViews: number;
  socialClicks: number;
  totalViews: number;
  uniqueVisitors: number;
}
export interface AnalyticsTrends {
  trends: TrendDay[];
  period: string;
}

export interface Share {
  visits: number;
  percentage: number;
}
export interface GeoStats {
  geoStats: Array<{ country: string; countryCode: string | null } & Share>;
  totalVisits: number;
}
export interface DeviceStats {
  deviceStats: Array<{ device: Device } & Share>;
  browserStats: Array<{ browser: string } & Share>;
  osStats: Array<{ os: string } & Share>;
  totalVisits: number;
}

export interface Metric {
  value: number | null;
  previous: number | null;
  change: number | null;
}
export interface AnalyticsOverview {
  range: AnalyticsRange;
  from: string;
  to: string;
  metrics: {
    totalViews: Metric;
    uniqueVisitors: Metric;
    profileViews: Metric;
    pageViews: Metric;
    galleryViews: Metric;
    socialClicks: Metric;
    resumeDownloads: Metric;
    sessions: Metric;
    bounceRate: Metric;
    avgSessionDuration: Metric;
  };
  topPages: Array<{ pageId: string | null; title: string; slug: string | null; views: number }>;
  /** `title`: the link's title, else its brand or address (never an id, decision 044). */
  topLinks: Array<{ linkId: string | null; platform: string; title: string; url: string | null; clicks: number }>;
}

export interface TrafficSources {
  range: AnalyticsRange;
  totalSessions: number;
  sources: Array<{ source: TrafficSource; label: string; sessions: number; percentage: number }>;
  referrers: Array<{ host: string; source: TrafficSource; sessions: number }>;
}

export interface ActivityPage {
  activity: ActivityEvent[];
  nextBefore: string | null;
}

export const CSV_HEADER = 'date,profile_views,page_views,gallery_views,social_clicks,resume_downloads,unique_visitors';
