import { MESSAGES } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { settingsQueryOptions } from '../../../lib/settings-query';
import { useSaveSetting } from '../lib/use-save-setting';
import { AppearanceSection } from './appearance-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';

/** The three sections backed by GET /api/settings. */
export function PreferenceSections() {
  const settings = useQuery(settingsQueryOptions);
  const save = useSaveSetting();
  const { t } = useT();

  if (settings.isPending) return <Spinner label={t('settings.preferences.loading')} />;
  if (settings.isError) {
    return (
      <div className="space-y-4">
        <Banner message={{ type: 'error', text: errorMessage(settings.error, MESSAGES.settingsLoadFailed) }} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {t('settings.tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <NotificationsSection notifications={settings.data.notifications} onChange={save} />
      <PrivacySection privacy={settings.data.privacy} onChange={save} />
      <AppearanceSection appearance={settings.data.appearance} onChange={save} />
    </>
  );
}
