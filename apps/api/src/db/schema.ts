import type { NotificationKind } from '@sparklink/contract';
import type { Generated } from 'kysely';
import type { BoolDefault, Json, NullableTimestamp, Timestamp } from './values';
import type { AnalyticsDailyTable, AnalyticsEventsTable, AnalyticsSaltsTable } from './analytics-schema';
import type { RenderedDocumentsTable, ScheduledJobsTable, TestCheckoutsTable } from './process-schema';
import type {
  BillingRemindersTable,
  PaymentMethodsTable,
  PaymentsTable,
  SubscriptionsTable,
  WebhookEventsTable,
} from './billing-schema';
import type { CustomDomainsTable } from './domain-schema';
import type { MailedCodesTable, SessionsTable } from './session-schema';
import type { RecoveryCodesTable, TwoFactorChallengesTable, TwoFactorTable } from './two-factor-schema';

export type { AnalyticsEventsTable } from './analytics-schema';
export type { PaymentStatus, PaymentsTable, SubscriptionsTable } from './billing-schema';

/** The stored share card of a portfolio (`profile`) or an open page (`page:<id>`), decision 046. */
export interface ShareCardsTable {
  owner_id: string;
  card: string;
  storage_key: string;
}

/** Table types for Kysely. Columns follow api-contract §13; `id` is UUIDv7 text. */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  phone: string | null;
  username: string | null;
  username_key: string | null;
  profile_picture_url: string | null;
  profile_picture_key: string | null;
  is_verified: BoolDefault;
  tier: Generated<'STARTER' | 'RISE' | 'BLAZE'>;
  tier_expires_at: NullableTimestamp;
  has_verified_badge: BoolDefault;
  verified_badge_type: string | null;
  verified_badge_at: NullableTimestamp;
  token_version: Generated<number>;
  /** Counts the owner's writes: a rendered document is served only at the version it was rendered at (decision 032). */
  documents_version: Generated<number>;
  failed_logins: Generated<number>;
  failed_logins_window_start: NullableTimestamp;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  bio: string | null;
  tagline: string | null;
  background_image_url: string | null;
  background_image_key: string | null;
  is_public: BoolDefault;
  allow_indexing: BoolDefault;
  /** Whether the profile shows the latest visible gallery images (migration 0025). */
  show_gallery: BoolDefault;
  /** The portfolio's look (decision 043). */
  look_id: Generated<string>;
  look_mode: Generated<string>;
  accent_color: string | null;
  /** 'buttons' | 'icons' (migration 0024). */
  links_layout: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserSettingsTable {
  user_id: string;
  notify_email: BoolDefault;
  notify_marketing: BoolDefault;
  notify_security: BoolDefault;
  show_last_seen: BoolDefault;
  theme: Generated<string>;
  language: Generated<string>;
  /** Migration 0029: the owner's IANA time zone for schedules, null until chosen. */
  time_zone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailCodesTable {
  id: string;
  user_id: string;
  purpose: 'verify_email' | 'reset_password';
  code_hash: string;
  /** verify_email only: the password chosen at sign-up, applied when this code is used. */
  pending_password_hash: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LoginTicketsTable {
  jti: string;
  user_id: string;
  is_new_user: BoolDefault;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: string;
  to_email: string;
  template: string;
  payload: Json<Record<string, unknown>> | null;
  /** The language the mail is written in (a `Language`; 'en' for rows from before there was a choice). */
  lang: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PagesTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  slug: string;
  content: Json<unknown>;
  sort_order: number;
  is_published: BoolDefault;
  published_at: NullableTimestamp;
  is_password_protected: BoolDefault;
  password_hash: string | null;
  password_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0029 (decision 056): the BLAZE schedule, and the publish the live notice was sent for. */
  publish_at: NullableTimestamp;
  unpublish_at: NullableTimestamp;
  live_notice_for: NullableTimestamp;
}

export interface SocialLinksTable {
  id: string;
  user_id: string;
  platform: string;
  url: string;
  sort_order: number;
  rel_me: BoolDefault;
  /** Migration 0024: the owner's title, a custom link's thumbnail, WhatsApp/phone number and message. */
  title: string | null;
  thumbnail_key: string | null;
  phone: string | null;
  message: string | null;
  /** Migration 0028 (decision 055): the rel="me" back-link check. */
  verify_status: string | null;
  verify_reason: string | null;
  verify_url: string | null;
  verify_checked_at: NullableTimestamp;
  /** Migration 0031 (decision 059): the owner's on/off switch and the BLAZE schedule. */
  is_enabled: BoolDefault;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ResumesTable {
  id: string;
  user_id: string;
  original_name: string;
  storage_key: string;
  file_size: number;
  allow_download: BoolDefault;
  download_count: Generated<number>;
  uploaded_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A visitor (analytics hash) who downloaded a resume on a UTC day: the day's first download counts. */
export interface ResumeDownloadVisitorsTable {
  resume_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  visitor_hash: string;
}

export interface GalleryItemsTable {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  category: string | null;
  tags: Json<string[]>;
  image_url: string;
  thumbnail_url: string;
  storage_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  bytes: number;
  sort_order: number;
  is_visible: BoolDefault;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  social_links: SocialLinksTable;
  pages: PagesTable;
  users: UsersTable;
  profiles: ProfilesTable;
  user_settings: UserSettingsTable;
  email_codes: EmailCodesTable;
  login_tickets: LoginTicketsTable;
  email_outbox: EmailOutboxTable;
  notifications: NotificationsTable;
  gallery_items: GalleryItemsTable;
  resumes: ResumesTable;
  resume_download_visitors: ResumeDownloadVisitorsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_salts: AnalyticsSaltsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  scheduled_jobs: ScheduledJobsTable;
  rendered_documents: RenderedDocumentsTable;
  test_checkouts: TestCheckoutsTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  sessions: SessionsTable;
  mailed_codes: MailedCodesTable;
  share_cards: ShareCardsTable;
  payment_methods: PaymentMethodsTable;
  billing_reminders: BillingRemindersTable;
  custom_domains: CustomDomainsTable;
}
