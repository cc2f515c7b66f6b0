/** @jsxImportSource @sparklink/public-site/html */
import { Lock } from 'lucide-react';
import { StaticIcon } from '../static-icon';
import { PageContentView } from '../components/page-content';
import { PublicFrame } from '../components/public-frame';
import type { NavEntry, OwnerSummary, PublicPage } from '../public-view';
import { INTL_LOCALE, type Language } from '@sparklink/contract/i18n';
import { publicText } from '../public-text';

/** Dates in UTC, so every server renders the same day ("July 26, 2025", "26 juillet 2025"). */
const DAY = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/** One formatter per language and process: building one costs far more than using it. */
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
function dayFormat(lang: Language): Intl.DateTimeFormat {
  let format = dayFormats.get(lang);
  if (!format) dayFormats.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], DAY)));
  return format;
}

/**
 * Days in words, remembered by language and UTC day: formatting one through Intl took a tenth of a
 * page's first view, and pages share few distinct days. Bounded by starting over when full.
 */
const days = new Map<string, string>();
function dayIn(lang: Language, iso: string): string {
  const key = `${lang}${iso.slice(0, 10)}`;
  let day = days.get(key);
  if (day === undefined) {
    if (days.size >= 10_000) days.clear();
    days.set(key, (day = dayFormat(lang).format(new Date(iso))));
  }
  return day;
}

export function PageView({ owner, nav, page }: { owner: OwnerSummary; nav: NavEntry[]; page: PublicPage }) {
  const { t, lang } = publicText();
  const date = (iso: string) => dayIn(lang, iso);
  return (
    <PublicFrame owner={owner} nav={nav} active={{ slug: page.slug }}>
      <article className="space-y-6">
        <header className="space-y-2">
          <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
            <span>{t('public.page.publishedOn', { date: date(page.publishedAt ?? page.createdAt) })}</span>
            <span>{t('public.page.lastUpdated', { date: date(page.updatedAt) })}</span>
            {page.isPasswordProtected && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800">
                <StaticIcon icon={Lock} className="h-3.5 w-3.5" />
                {t('public.page.passwordTitle')}
              </span>
            )}
          </p>
        </header>
        <PageContentView content={page.content} />
      </article>
    </PublicFrame>
  );
}
