import type { Page, PageType, PublicGalleryItem, PublicPageSummary, PublicProfile } from '@sparklink/contract';
import type { Language } from '@sparklink/contract/i18n';
import type { OwnerLook } from './looks/look-style';

/**
 * What a server-rendered public route shows. The server decides the view (and the HTTP status);
 * the same object is embedded in the page so the client hydrates exactly what was rendered.
 */
export interface PublicSite {
  /** Origin of public links, for canonical URLs. */
  origin: string;
  allowIndexing: boolean;
  /** The absolute URL of this view's share card (decision 046), on the profile and a page's views. */
  shareCard?: string;
  /** SparkLink's own home page, absolute when the portfolio is on the owner's domain (decision 058). */
  productHome?: string;
}

export interface OwnerSummary {
  username: string;
  displayName: string;
  /** The language the owner chose: their portfolio's own words are in it (decision 026). */
  language: Language;
  /** The owner's picture, for the compact header of the pages under the profile; none: their initial. */
  avatar?: string | null;
  /** The owner's look (decision 043); absent, the views keep their plain light colours. */
  look?: OwnerLook;
  /**
   * The portfolio's path on `site.origin`: `/public/<username>`, or '' on the owner's own domain
   * (decision 058). Absent means the former; read it through `homePath()`.
   */
  home?: string;
}

/** The portfolio's root path: every link to the profile, a page or the gallery starts with it. */
export const homePath = (owner: Pick<OwnerSummary, 'username' | 'home'>): string =>
  owner.home ?? `/public/${owner.username}`;

/** The profile's own address as a link: the root of the owner's domain is `/`. */
export const profileHref = (owner: Pick<OwnerSummary, 'username' | 'home'>): string => homePath(owner) || '/';

// The owner's schedule (decision 056) is theirs: the public gets a page only while it is live.
export type PublicPage = Omit<Page, 'lockedByPlan' | 'publishAt' | 'unpublishAt'>;
export type NavEntry = Pick<PublicPageSummary, 'slug' | 'title'> & { type: PageType };

/** The visible items of the category in `?category=` (all when null); `totalCount` counts every visible item. */
/** One page of the public gallery (decision 031). */
export interface PublicGallery {
  /** This page's cards. */
  items: PublicGalleryItem[];
  categories: string[];
  category: string | null;
  /** Visible items in all: none means the gallery is empty, not just the category. */
  totalCount: number;
  /** Visible items in the category shown (or in all). */
  count: number;
  /** This page, from 1; past `pageCount` it holds no cards. */
  page: number;
  pageCount: number;
  /** Where this page's first card stands among all of them, from 0. */
  firstIndex: number;
}

/** A page past the gallery's last holds no cards: answered 404, neither counted nor indexed (decision 031). */
export const isPastLastPage = (gallery: PublicGallery): boolean => gallery.page > gallery.pageCount;

export type PublicView =
  /** No owner to ask: in the visitor's language (Accept-Language). */
  | { kind: 'profile-not-found'; language: Language }
  | { kind: 'profile-private'; username: string; language: Language }
  | {
      kind: 'profile';
      site: PublicSite;
      owner: OwnerSummary;
      nav: NavEntry[];
      profile: PublicProfile;
      /** The latest visible gallery images (at most 6) when the owner shows them on the profile. */
      gallery?: PublicGalleryItem[];
    }
  | { kind: 'page'; site: PublicSite; owner: OwnerSummary; nav: NavEntry[]; page: PublicPage }
  | { kind: 'page-locked'; site: PublicSite; owner: OwnerSummary; nav: NavEntry[]; slug: string; error?: string }
  | { kind: 'page-not-found'; owner: OwnerSummary }
  | { kind: 'gallery'; site: PublicSite; owner: OwnerSummary; nav: NavEntry[]; gallery: PublicGallery };

export interface PublicAssets {
  /** Hashed script and stylesheet of the public build; absent when this package is not built. */
  script?: string;
  /** The view beacon, loaded by the pages that count a view. */
  beacon?: string;
  /** The share dialog's script, fetched by the beacon's share trigger at the first "Share" (decision 045). */
  shareDialog?: string;
  styles: string[];
}

/** The language a view is shown in. */
export const languageOf = (view: PublicView): Language => ('owner' in view ? view.owner.language : view.language);

export interface HeadTags {
  title: string;
  description: string;
  robots: string;
  canonical?: string;
  /** Open Graph (`og:*`) and Twitter card (`twitter:*`) tags, by property name. */
  social?: Record<string, string>;
  /** Structured data, rendered as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}
