import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { SettingsSection } from '../components/settings-section';
import { DeleteAccountConfirmation } from './delete-account-confirmation';

/** Account deletion (spec 2 §4): Delete Account reveals the typed confirmation. */
export function DangerZoneSection() {
  const [confirming, setConfirming] = useState(false);
  const { t } = useT();
  return (
    <SettingsSection
      title={t('settings.danger.title')}
      description={t('settings.danger.description')}
      icon={TriangleAlert}
      tone="danger"
    >
      <p className="text-sm text-slate-700">{t('settings.danger.planNotRefunded')}</p>
      {confirming ? (
        <DeleteAccountConfirmation onCancel={() => setConfirming(false)} />
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('settings.danger.deleteAccount')}
        </Button>
      )}
    </SettingsSection>
  );
}
