import { DELAYS } from '@sparklink/contract';
import { ExternalLink, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/session/auth-context';
import { greetingName } from '../user-names';
import { greetingFor } from './greeting';
import { useNow } from '../../../lib/use-now';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Greeting by local time, a clock, and the two main actions. */
export function OverviewHeader() {
  const { user } = useAuth();
  const now = useNow(DELAYS.clockRefreshMs);
  const username = user?.username;
  return (
    <section aria-labelledby="overview-greeting" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="overview-greeting" className="text-2xl font-bold text-slate-900">
            {`${greetingFor(now)}, ${greetingName(user)}!`}
          </h2>
          <p className="mt-1 text-slate-600">
            <time dateTime={now.toISOString()}>{`${dateFormat.format(now)} · ${timeFormat.format(now)}`}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/pages" className={buttonClasses('primary')}>
            <Plus aria-hidden className="h-4 w-4" />
            Create Page
          </Link>
          {username ? (
            <a
              href={`/public/${encodeURIComponent(username)}`}
              target="_blank"
              rel="noopener"
              className={buttonClasses('secondary')}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              View Portfolio
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby="portfolio-needs-username"
              className={buttonClasses('secondary')}
            >
              <ExternalLink aria-hidden className="h-4 w-4" />
              View Portfolio
            </button>
          )}
        </div>
      </div>
      {!username && (
        <p id="portfolio-needs-username" className="mt-4 text-sm text-slate-600">
          <TextLink to="/dashboard/profile">Set a username</TextLink> in your profile to publish and share your
          portfolio.
        </p>
      )}
    </section>
  );
}
