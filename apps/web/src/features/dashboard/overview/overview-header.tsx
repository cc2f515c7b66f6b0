import { DELAYS } from '@sparklink/contract';
import { ExternalLink, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { dateFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { greetingName } from '../user-names';
import { greetingFor } from './greeting';
import { useNow } from '../../../lib/use-now';

const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** Greeting by local time, a clock, and the two main actions. */
export function OverviewHeader() {
  const { user } = useAuth();
  const now = useNow(DELAYS.clockRefreshMs);
  const username = user?.username;
  const { t, lang } = useT();
  const name = greetingName(user);
  return (
    <section aria-labelledby="overview-greeting" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="overview-greeting" className="text-2xl font-bold text-slate-900">
            {t(greetingFor(now, name !== null), name === null ? undefined : { name })}
          </h2>
          <p className="mt-1 text-slate-600">
            <time
              dateTime={now.toISOString()}
            >{`${dateFormat(lang, DATE).format(now)} · ${dateFormat(lang, TIME).format(now)}`}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/pages" className={buttonClasses('primary')}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('dashboard.overview.createPage')}
          </Link>
          {username ? (
            <a
              href={`/public/${encodeURIComponent(username)}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary')}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              {t('dashboard.overview.viewPortfolio')}
              <span className="sr-only">{` ${t('dashboard.overview.opensInNewTab')}`}</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby="portfolio-needs-username"
              className={buttonClasses('secondary')}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              {t('dashboard.overview.viewPortfolio')}
            </button>
          )}
        </div>
      </div>
      {!username && (
        <p id="portfolio-needs-username" className="mt-4 text-sm text-slate-600">
          <TextLink to="/dashboard/profile">{t('dashboard.overview.setUsername')}</TextLink>{' '}
          {t('dashboard.overview.setUsernameRest')}
        </p>
      )}
    </section>
  );
}
