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
  return greetingName(user) ?? translator().t('dashboard.names.user');
}

/**
 * The overview greeting: first name, else e-mail local part (spec 1 §2). Null without either: the
 * greeting then has its own message ("Good morning, there!"), since no filler word works in every language.
 */
export function greetingName(user: NamedUser): string | null {
  return user?.firstName?.trim() || emailLocalPart(user?.email);
}
