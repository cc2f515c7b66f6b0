import { MESSAGES, type Settings } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-client';
import { useChangeSetting } from '../api/settings-api';

/** What the screen says once a change of each group is saved (spec 2 §8, api-contract §10). */
const SAVED: Record<keyof Settings, string> = {
  notifications: MESSAGES.notificationSettingsUpdated,
  privacy: MESSAGES.privacySettingsUpdated,
  appearance: MESSAGES.settingsUpdated,
};

/** Saves one setting and says so; a failure shows the server's reason. */
export function useSaveSetting() {
  const { toast } = useToast();
  const { mutate } = useChangeSetting({
    onSaved: (change) => toast({ type: 'success', title: SAVED[change.group] }),
    onFailed: (error) => toast({ type: 'error', title: errorMessage(error, MESSAGES.settingsUpdateFailed) }),
  });
  return mutate;
}
