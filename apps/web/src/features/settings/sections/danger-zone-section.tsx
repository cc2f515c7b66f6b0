import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SettingsSection } from '../components/settings-section';
import { DeleteAccountConfirmation } from './delete-account-confirmation';

/** Account deletion (spec 2 §4): Delete Account reveals the typed confirmation. */
export function DangerZoneSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection
      title="Danger Zone"
      description="Deleting your account removes your profile, pages, gallery, resume and analytics for good. This cannot be undone."
      icon={TriangleAlert}
      tone="danger"
    >
      {confirming ? (
        <DeleteAccountConfirmation onCancel={() => setConfirming(false)} />
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      )}
    </SettingsSection>
  );
}
