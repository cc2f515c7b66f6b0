import type { Generated } from 'kysely';
import type { Timestamp } from './values';

/** The tables of analytics (decision 014): raw events, daily rollups and the visitor salts. */

export interface AnalyticsEventsTable {
  id: string;
  owner_user_id: string;
  type: 'profile_view' | 'page_view' | 'gallery_view' | 'social_click' | 'resume_download';
  page_id: string | null;
  social_link_id: string | null;
  label: string | null;
  visitor_hash: string;
  session_id: string;
  referrer_host: string | null;
  source: 'direct' | 'social' | 'search' | 'referral';
  country: string | null;
  device: 'Desktop' | 'Mobile' | 'Tablet';
  browser: string | null;
  os: string | null;
  created_at: Timestamp;
}

/**
 * One row per owner, UTC day, kind and dimension (decision 014). `type` is an event type, `all`
 * (every kind together), `view` (the three view kinds together) or `session`. `dim` is `total`,
 * `page` or `link` (per event type), `country`, `device`, `browser` or `os` (for `view`), and
 * `total`, `bounce`, `duration`, `source` or `referrer` (for `session`). `views` counts events,
 * or sessions, or session seconds for `duration`; `visitors` counts distinct visitor hashes.
 */
export interface AnalyticsDailyTable {
  owner_user_id: string;
  day: string;
  type: string;
  dim: string;
  dim_value: Generated<string>;
  views: Generated<number>;
  visitors: Generated<number>;
  label: string | null;
}

export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
  created_at: Timestamp;
}
