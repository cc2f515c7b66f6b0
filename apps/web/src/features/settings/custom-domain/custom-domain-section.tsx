import { useQuery } from '@tanstack/react-query';
import { Globe, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { useHashTarget } from '../../../lib/use-hash-target';
import { SettingsSection } from '../components/settings-section';
import { ConnectDomainForm } from './connect-domain-form';
import { customDomainQueryOptions } from './custom-domain-api';
import { DomainPanel } from './domain-panel';

/** Where the portfolio is when no domain serves it: the address it always keeps. */
function SparkLinkAddress() {
  const { user } = useAuth();
  if (!user?.username) return null;
  const path = `/public/${encodeURIComponent(user.username)}`;
  return (
    <a href={path} className="font-semibold break-all text-brand-700 underline underline-offset-2">
      {`${window.location.origin}${path}`}
    </a>
  );
}

/**
 * Settings → Custom domain (BLAZE, decision 057): connect one domain, the DNS records it needs,
 * its status and "Check now". Whatever happens to the domain, the portfolio keeps its SparkLink
 * address, so every state without a live domain names it.
 */
export function CustomDomainSection() {
  const { t } = useT();
  const query = useQuery(customDomainQueryOptions);
  const state = query.data;
  // `/dashboard/settings#custom-domain` (from a notice or mail about the domain) lands here.
  useHashTarget(query.isSuccess);
  return (
    <SettingsSection
      id="custom-domain"
      title={t('settings.domain.title')}
      description={t('settings.domain.description')}
      icon={Globe}
    >
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('settings.domain.loading')}
        </p>
      )}
      {query.isError && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-800">
          {t('settings.domain.loadFailed')}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('settings.tryAgain')}
          </Button>
        </div>
      )}
      {state && !state.available && (
        <p className="text-sm text-slate-700">
          {t('settings.domain.unavailable')} <SparkLinkAddress />
        </p>
      )}
      {state?.available && !state.allowed && (
        <div className="space-y-2 text-sm text-slate-700">
          <p>{t('settings.domain.blazeOnly')}</p>
          <TextLink to="/dashboard/subscription">{t('settings.domain.seePlans')}</TextLink>
        </div>
      )}
      {state?.available && state.allowed && !state.domain && <ConnectDomainForm />}
      {state?.available && state.domain && <DomainPanel domain={state.domain} allowed={state.allowed} />}
    </SettingsSection>
  );
}
