import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';

/** Public addresses contain the username, so copying and viewing wait until one is chosen. */
export function UsernameNotice() {
  const { t } = useT();
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      {t('pages.usernameNotice.text')} <TextLink to="/dashboard/profile">{t('pages.usernameNotice.link')}</TextLink>
    </p>
  );
}
