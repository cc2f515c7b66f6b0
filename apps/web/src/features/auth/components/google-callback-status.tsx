import { Loader2 } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import type { GoogleCallbackState } from '../hooks/use-google-callback';
import { GoogleTwoFactor } from './google-two-factor';

/** What the Google return screens show while the ticket is exchanged, and how it ended. */
export function GoogleCallbackStatus({ state }: { state: GoogleCallbackState }) {
  const { t, message } = useT();
  // The states hold contract messages (or a server's, already translated): shown in the active language.
  const text = message(state.message);
  if (state.status === 'two-factor') {
    return (
      <div className="space-y-4">
        <p className="text-center text-sm text-slate-700">{text}</p>
        <GoogleTwoFactor challenge={state.challenge} linked={state.linked} />
      </div>
    );
  }
  if (state.status === 'working') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <Loader2 aria-hidden className="h-8 w-8 animate-spin text-brand-600" />
        <p className="text-sm text-slate-700">{text}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Banner message={{ type: state.status, text }} />
      {state.status === 'error' && (
        <p className="text-center text-sm">
          <TextLink to="/login">{t('auth.backToLogin')}</TextLink>
        </p>
      )}
    </div>
  );
}
