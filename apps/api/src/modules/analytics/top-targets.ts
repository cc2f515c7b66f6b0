import { legacyPlatformOf, linkDisplayName, type AnalyticsOverview, type LinkKind } from '@sparklink/contract';
import { deletedTargetKey, type DailyFigure } from './daily-row';
import type { WindowFigures } from './window-figures';

const TOP = 5;

interface Ranked<T> {
  entry: T;
  count: number;
  name: string;
}

/**
 * Adds up the window's figures per target: a target that still exists is shown as it is now;
 * one deleted since is shown by the label it had, whether its rows were keyed by id or by label.
 */
function rank<F, T>(
  figures: DailyFigure[],
  current: Map<string, F>,
  describe: (found: F | undefined, label: string | null) => { key: string; entry: T; name: string },
): Ranked<T>[] {
  const ranked = new Map<string, Ranked<T>>();
  for (const figure of figures) {
    const { key, entry, name } = describe(current.get(figure.dim_value), figure.label);
    const seen = ranked.get(key);
    ranked.set(key, { entry, name, count: (seen?.count ?? 0) + figure.views });
  }
  return [...ranked.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP);
}

const knownIds = (figures: DailyFigure[]) => figures.map((f) => f.dim_value).filter((v) => !v.startsWith('#'));

/** The 5 most viewed pages of the window, with their current title and slug. */
type TopPage = AnalyticsOverview['topPages'][number];
type TopLink = AnalyticsOverview['topLinks'][number];

export async function topPages(figures: WindowFigures): Promise<TopPage[]> {
  const rows = await figures.current({ part: 'pages', dim: 'page', types: ['page_view'] });
  const ids = knownIds(rows);
  const pages = ids.length
    ? await figures.db
        .selectFrom('pages')
        .select(['id', 'title', 'slug'])
        .where('user_id', '=', figures.ownerId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const current = new Map(pages.map((page) => [page.id, page]));
  return rank<(typeof pages)[number], TopPage>(rows, current, (page, label) =>
    page
      ? { key: page.id, name: page.title, entry: { pageId: page.id, title: page.title, slug: page.slug, views: 0 } }
      : {
          key: deletedTargetKey(label),
          name: label ?? '',
          entry: { pageId: null, title: label ?? 'Deleted page', slug: null, views: 0 },
        },
  ).map(({ entry, count }) => ({ ...entry, views: count }));
}

/** The 5 most clicked social links of the window, with their current platform and URL. */
export async function topLinks(figures: WindowFigures): Promise<TopLink[]> {
  const rows = await figures.current({ part: 'links', dim: 'link', types: ['social_click'] });
  const ids = knownIds(rows);
  const links = ids.length
    ? await figures.db
        .selectFrom('social_links')
        .select(['id', 'platform', 'url', 'title'])
        .where('user_id', '=', figures.ownerId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const current = new Map(links.map((link) => [link.id, link]));
  return rank<(typeof links)[number], TopLink>(rows, current, (link, label) =>
    link
      ? {
          key: link.id,
          name: linkDisplayName({ kind: link.platform as LinkKind, title: link.title, url: link.url }),
          entry: {
            linkId: link.id,
            platform: legacyPlatformOf(link.platform as LinkKind),
            title: linkDisplayName({ kind: link.platform as LinkKind, title: link.title, url: link.url }),
            url: link.url,
            clicks: 0,
          },
        }
      : {
          key: deletedTargetKey(label),
          name: label ?? '',
          entry: {
            linkId: null,
            platform: label ?? 'Deleted link',
            title: label ?? 'Deleted link',
            url: null,
            clicks: 0,
          },
        },
  ).map(({ entry, count }) => ({ ...entry, clicks: count }));
}
