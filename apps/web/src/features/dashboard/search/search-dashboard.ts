import { translator } from '../../../i18n/use-t';
import { DASHBOARD_SECTIONS } from '../dashboard-sections';

export interface SearchResult {
  id: string;
  label: string;
  /** What kind of thing it is, shown beside the label. */
  hint: string;
  to: string;
}

const MAX_RESULTS = 8;

/**
 * Sections matched by label or description in the active language, then the owner's pages by
 * title; case-insensitive.
 */
export function searchDashboard(query: string, pages: ReadonlyArray<{ id: string; title: string }>): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const { t } = translator();
  const sections = DASHBOARD_SECTIONS.map((s) => ({
    id: `section:${s.path}`,
    label: t(s.label),
    hint: t(s.description),
    to: s.path,
  })).filter((s) => s.label.toLowerCase().includes(needle) || s.hint.toLowerCase().includes(needle));
  const matchingPages = pages
    .filter((p) => p.title.toLowerCase().includes(needle))
    .map((p) => ({
      id: `page:${p.id}`,
      label: p.title,
      hint: t('dashboard.search.page'),
      to: `/dashboard/pages/${p.id}/edit`,
    }));
  return [...sections, ...matchingPages].slice(0, MAX_RESULTS);
}
