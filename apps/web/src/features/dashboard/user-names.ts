import type { User } from '@sparklink/contract';
import { translator } from '../../i18n/use-t';

type NamedUser = Pick<User, 'firstName' | 'email'> | null | undefined;

/** The part of the e-mail before the @, or null when there is none. */
function emailLocalPart(email: string | null | undefined): string | null {
  const local = email?.split('@')[0]?.trim();
  return local || null;
}

/** The sidebar and menus: first name, else e-mail local part, else 'User' in the active language (spec 1 §2). */
export function displayName(user: NamedUser): string {
  return greetingName(user) ?? emailLocalPart(user?.email) ?? translator().t('dashboard.names.user');
}

/**
 * The greetings (overview and top bar): the first name only (decision 052). An e-mail's local part
 * ("ama.kusi") is not a name to greet someone by; without a first name the greeting has its own
 * message ("Good morning, there!"), since no filler word works in every language.
 */
export function greetingName(user: NamedUser): string | null {
  return user?.firstName?.trim() || null;
}
