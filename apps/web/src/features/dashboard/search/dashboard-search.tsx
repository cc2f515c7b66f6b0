import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { searchDashboard, type SearchResult } from './search-dashboard';

/**
 * A combobox over the dashboard sections and the owner's pages (ARIA 1.2 list autocomplete).
 * Focus stays in the input; arrows move the highlighted option, Enter or a click opens it.
 */
export function DashboardSearch() {
  const navigate = useNavigate();
  const { t, lang } = useT();
  const pages = useOwnerPagesQuery();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  // `lang`: the sections' labels are matched in the active language.
  const results = useMemo(() => searchDashboard(query, pages.data ?? []), [query, pages.data, lang]);
  const expanded = open && query.trim() !== '';

  const choose = (result: SearchResult) => {
    setQuery('');
    setOpen(false);
    void navigate(result.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (expanded && result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('dashboard.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
        placeholder={t('dashboard.search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClasses(undefined, 'pl-9')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('dashboard.search.results')}
        hidden={!expanded || results.length === 0}
        className="absolute right-0 left-0 z-40 mt-2 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {results.map((result, index) => (
          <li
            key={result.id}
            id={optionId(index)}
            role="option"
            aria-label={`${result.label}, ${result.hint}`}
            aria-selected={index === active}
            // mousedown would blur the input and close the list before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(result)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
              index === active ? 'bg-brand-50 text-brand-700' : 'text-slate-700'
            }`}
          >
            <span className="truncate font-medium">{result.label}</span>
            {/* slate-600: slate-500 on the highlighted option's brand-50 is 4.26:1, under AA's 4.5:1. */}
            <span className="shrink-0 text-xs text-slate-600">{result.hint}</span>
          </li>
        ))}
      </ul>
      {expanded && results.length === 0 && (
        <p
          role="status"
          className="absolute right-0 left-0 z-40 mt-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-500 shadow-lg"
        >
          {t('dashboard.search.noResults')}
        </p>
      )}
    </div>
  );
}
