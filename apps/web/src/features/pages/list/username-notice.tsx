import { TextLink } from '../../../components/ui/text-link';

/** Public addresses contain the username, so copying and viewing wait until one is chosen. */
export function UsernameNotice() {
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      Choose a username to get public links for your pages.{' '}
      <TextLink to="/dashboard/profile">Set your username</TextLink>
    </p>
  );
}
