import type analytics from './catalogs/en/analytics.json';
import type auth from './catalogs/en/auth.json';
import type common from './catalogs/en/common.json';
import type dashboard from './catalogs/en/dashboard.json';
import type gallery from './catalogs/en/gallery.json';
import type legal from './catalogs/en/legal.json';
import type mail from './catalogs/en/mail.json';
import type pages from './catalogs/en/pages.json';
import type profile from './catalogs/en/profile.json';
import type publicSite from './catalogs/en/public.json';
import type resume from './catalogs/en/resume.json';
import type settings from './catalogs/en/settings.json';
import type subscription from './catalogs/en/subscription.json';

/**
 * The message catalogues (decision 026). One JSON file per area and language in `catalogs/<lang>/`;
 * English is the source. A message's id is `<area>.<key>`, e.g. `auth.login.title`. Values are ICU
 * MessageFormat: `{name}` placeholders, `{count, plural, one {# view} other {# views}}`.
 *
 * `messages` is different: the contract's fixed English messages (contract-messages.ts) are its
 * keys, so there is no English file of it.
 */
export const CATALOG_AREAS = [
  'common',
  'auth',
  'dashboard',
  'profile',
  'pages',
  'gallery',
  'resume',
  'analytics',
  'settings',
  'subscription',
  'legal',
  'public',
  'mail',
] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

/** The catalogue keyed by English text (see above). */
export const CONTRACT_MESSAGES_AREA = 'messages';

/**
 * How the SPA loads the areas (decision 026); the build's catalogue chunks
 * (apps/web/build/compile-catalogs.ts) follow the same lists, so a chunk holds what its loader
 * asks for. Entry: what every screen may use (shared UI, the sign-in screens, the contract's
 * messages), loaded before the first render (main.tsx).
 */
export const ENTRY_CATALOG_AREAS = ['common', 'auth', CONTRACT_MESSAGES_AREA] as const;

/** The terms and privacy screens' area, a chunk of its own: few readers open them. */
export const LEGAL_CATALOG_AREA = 'legal' satisfies CatalogArea;

/** Rendered on the server only (the public pages' chrome, mail): the browser never downloads them. */
export const SERVER_CATALOG_AREAS = ['public', 'mail'] as const satisfies readonly CatalogArea[];

const notDashboard: readonly string[] = [...ENTRY_CATALOG_AREAS, LEGAL_CATALOG_AREA, ...SERVER_CATALOG_AREAS];

/**
 * The rest: what the dashboard's screens read, loaded once as its shell loads. In CATALOG_AREAS'
 * order, so a new area lands here unless it is named above.
 */
export const DASHBOARD_CATALOG_AREAS: readonly CatalogArea[] = CATALOG_AREAS.filter(
  (area) => !notDashboard.includes(area),
);

type Ids<Area extends string, Catalog> = `${Area}.${Extract<keyof Catalog, string>}`;

/** Every id of the English catalogues: a typo in `t('…')` is a type error. */
export type MessageId =
  | Ids<'common', typeof common>
  | Ids<'auth', typeof auth>
  | Ids<'dashboard', typeof dashboard>
  | Ids<'profile', typeof profile>
  | Ids<'pages', typeof pages>
  | Ids<'gallery', typeof gallery>
  | Ids<'resume', typeof resume>
  | Ids<'analytics', typeof analytics>
  | Ids<'settings', typeof settings>
  | Ids<'subscription', typeof subscription>
  | Ids<'legal', typeof legal>
  | Ids<'public', typeof publicSite>
  | Ids<'mail', typeof mail>;

/** Values an ICU message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;
