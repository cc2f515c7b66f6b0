import { MESSAGES } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { settingsQueryOptions } from '../../../lib/settings-query';
import { useSaveSetting } from '../lib/use-save-setting';
import { AppearanceSection } from './appearance-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';

/** The three sections backed by GET /api/settings. */
export function PreferenceSections() {
  const settings = useQuery(settingsQueryOptions);
  const save = useSaveSetting();

  if (settings.isPending) return <Spinner label="Loading settings" />;
  if (settings.isError) {
    return (
      <div className="space-y-4">
        <Banner message={{ type: 'error', text: MESSAGES.settingsLoadFailed }} />
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Try again
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
