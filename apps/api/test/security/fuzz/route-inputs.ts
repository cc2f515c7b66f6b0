import {
  BeaconSchema,
  CheckUsernameQuerySchema,
  CreatePageSchema,
  DeleteAccountSchema,
  EmailOnlySchema,
  ExchangeSchema,
  GALLERY_IMAGE_FIELD,
  GalleryListQuerySchema,
  GalleryUploadFieldsSchema,
  HistoryQuerySchema,
  IMPORT_ARCHIVE_FIELD,
  InitializePaymentSchema,
  LoginSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  PublishProfileSchema,
  RegisterSchema,
  ReorderGallerySchema,
  ReorderPagesSchema,
  ResetPasswordSchema,
  RESUME_FIELD,
  ResumeSettingsSchema,
  SocialLinksSchema,
  UnlockPageSchema,
  UnsubscribeQuerySchema,
  UpdateGalleryItemSchema,
  UpdatePageSchema,
  UpdateProfileSchema,
  UpdateSettingsSchema,
  VerifyEmailSchema,
} from '@sparklink/contract';
import { z } from 'zod';
import type { RouteInputs } from './bodies';

const GOOGLE_CALLBACK_QUERY = z.object({ code: z.string(), state: z.string(), error: z.string().optional() });
const PUBLIC_GALLERY_QUERY = z.object({ category: z.string().optional() });
const UNLOCK_FORM = z.object({ password: z.string() });
/** What an RFC 8058 mail client posts to a marketing mail's unsubscribe link. */
const ONE_CLICK_FORM = z.object({ 'List-Unsubscribe': z.literal('One-Click'), from: z.literal('page').optional() });
/** The built-in test checkout's buttons (no Paystack key): pay, fail or abandon. */
const TEST_CHECKOUT_FORM = z.object({ outcome: z.enum(['pay', 'fail', 'abandon']) });
/** Analytics reads its query by hand (api-contract §7.1); these are the shapes it documents. */
const ANALYTICS_WINDOW = z.object({
  days: z.union([z.int().min(1).max(365), z.enum(['7d', '30d', '90d', '1y'])]).optional(),
  range: z.enum(['7d', '30d', '90d', '1y']).optional(),
});
const ANALYTICS_ACTIVITY = z.object({ limit: z.int().min(1).max(100).optional(), before: z.iso.datetime().optional() });

/**
 * What each route reads, keyed `METHOD url` as the router names it (HEAD shares its GET's entry).
 * The contract's schemas seed the generated bodies and queries; a route that reads nothing still
 * gets bodies, queries, headers and paths, just without a shape to start from. A route missing
 * here fails the suite, so a new endpoint cannot go unfuzzed by accident.
 */
export const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'OPTIONS *': {},
  'GET /api/health': {},
  'POST /api/auth/register': { body: RegisterSchema },
  'POST /api/auth/resend-verification': { body: EmailOnlySchema },
  'POST /api/auth/reset-password': { body: ResetPasswordSchema },
  'POST /api/auth/verify-email': { body: VerifyEmailSchema },
  'POST /api/auth/login': { body: LoginSchema },
  'POST /api/auth/forgot-password': { body: EmailOnlySchema },
  'GET /api/auth/me': {},
  'DELETE /api/auth/account': { body: DeleteAccountSchema },
  'GET /api/auth/google': {},
  'GET /api/auth/google/callback': { query: GOOGLE_CALLBACK_QUERY },
  'POST /api/auth/exchange': { body: ExchangeSchema },
  'GET /api/pages': {},
  'POST /api/pages': { body: CreatePageSchema },
  'POST /api/pages/reorder': { body: ReorderPagesSchema },
  'GET /api/pages/:pageId': {},
  'PUT /api/pages/:pageId': { body: UpdatePageSchema },
  'DELETE /api/pages/:pageId': {},
  'GET /api/profile': {},
  'PUT /api/profile': { body: UpdateProfileSchema },
  'GET /api/profile/': {},
  'PUT /api/profile/': { body: UpdateProfileSchema },
  'GET /api/profile/check-username': { query: CheckUsernameQuerySchema },
  'PUT /api/profile/social-links': { body: SocialLinksSchema },
  'POST /api/profile/upload/profile-picture': { upload: { field: 'image' } },
  'POST /api/profile/upload/background-image': { upload: { field: 'image' } },
  'POST /api/profile/publish': { body: PublishProfileSchema },
  'POST /api/public/access-protected': { body: UnlockPageSchema },
  'GET /api/public/:username': {},
  'GET /api/public/:username/pages': {},
  'GET /api/public/:username/pages/:slug': {},
  'GET /api/public/:username/gallery': { query: GalleryListQuerySchema },
  'GET /api/public/:username/resume': {},
  'POST /api/public/events': { body: BeaconSchema },
  'GET /api/public/events/pixel.gif': { query: BeaconSchema },
  'GET /api/gallery': { query: GalleryListQuerySchema },
  'POST /api/gallery/upload': { upload: { field: GALLERY_IMAGE_FIELD, fields: GalleryUploadFieldsSchema } },
  'POST /api/gallery/reorder': { body: ReorderGallerySchema },
  'GET /api/gallery/:itemId': {},
  'PUT /api/gallery/:itemId': { body: UpdateGalleryItemSchema },
  'DELETE /api/gallery/:itemId': {},
  'GET /api/r/:linkId': {},
  'DELETE /api/resume': {},
  'GET /api/resume/info': {},
  'POST /api/resume/upload': { upload: { field: RESUME_FIELD } },
  'PUT /api/resume/settings': { body: ResumeSettingsSchema },
  'GET /api/resume/download': {},
  'GET /api/notifications': { query: NotificationListQuerySchema },
  'POST /api/notifications/read': { body: MarkNotificationsReadSchema },
  'GET /api/settings': {},
  'PUT /api/settings': { body: UpdateSettingsSchema },
  'GET /api/mail/unsubscribe': { query: UnsubscribeQuerySchema },
  'POST /api/mail/unsubscribe': { query: UnsubscribeQuerySchema, form: ONE_CLICK_FORM },
  'GET /api/analytics/summary': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/trends': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/geo': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/devices': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/overview': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/sources': { query: ANALYTICS_WINDOW },
  'GET /api/analytics/activity': { query: ANALYTICS_ACTIVITY },
  'GET /api/analytics/export': { query: ANALYTICS_WINDOW },
  'GET /api/account/export': {},
  'POST /api/account/import': { upload: { field: IMPORT_ARCHIVE_FIELD } },
  'GET /api/subscriptions/plans': {},
  'GET /api/subscriptions/current': {},
  'POST /api/subscriptions/initialize': { body: InitializePaymentSchema },
  'GET /api/subscriptions/verify/:reference': {},
  'POST /api/subscriptions/cancel': {},
  'POST /api/subscriptions/reactivate': {},
  'GET /api/subscriptions/history': { query: HistoryQuerySchema },
  'POST /api/subscriptions/webhook': {},
  'GET /api/subscriptions/test-checkout/:reference': {},
  'POST /api/subscriptions/test-checkout/:reference': { form: TEST_CHECKOUT_FORM },
  'GET /media/*': {},
  'GET /public/:username': {},
  'GET /public/:username/pages/:slug': {},
  'POST /public/:username/pages/:slug': { form: UNLOCK_FORM },
  'GET /public/:username/qr.svg': {},
  'GET /public/:username/gallery': { query: PUBLIC_GALLERY_QUERY },
};

export const inputsOf = (method: string, url: string): RouteInputs | undefined =>
  ROUTE_INPUTS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
