import { MESSAGES, type Settings } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { translator } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useChangeSetting } from '../api/settings-api';

/** What the screen says once a change of each group is saved (spec 2 §8, api-contract §10). */
const SAVED: Record<keyof Settings, string> = {
  notifications: MESSAGES.notificationSettingsUpdated,
  privacy: MESSAGES.privacySettingsUpdated,
  appearance: MESSAGES.settingsUpdated,
};

/**
 * Saves one setting and says so; a failure shows the server's reason. The toast is worded when
 * the answer arrives, so a language just chosen already speaks it.
 */
export function useSaveSetting() {
  const { toast } = useToast();
  const { mutate } = useChangeSetting({
    onSaved: (change) => toast({ type: 'success', title: translator().message(SAVED[change.group]) }),
    onFailed: (error) =>
      toast({ type: 'error', title: errorMessage(error, translator().message(MESSAGES.settingsUpdateFailed)) }),
  });
  return mutate;
}
