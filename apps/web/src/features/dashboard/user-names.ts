import type { User } from '@sparklink/contract';

type NamedUser = Pick<User, 'firstName' | 'email'> | null | undefined;

/** The part of the e-mail before the @, or null when there is none. */
function emailLocalPart(email: string | null | undefined): string | null {
  const local = email?.split('@')[0]?.trim();
  return local || null;
}

function firstOrLocalPart(user: NamedUser): string | null {
  return user?.firstName?.trim() || emailLocalPart(user?.email);
}

/** The sidebar and menus: first name, else e-mail local part, else 'User' (spec 1 §2). */
export function displayName(user: NamedUser): string {
  return firstOrLocalPart(user) ?? 'User';
}

/** The overview greeting: first name, else e-mail local part, else 'there' (spec 1 §2). */
export function greetingName(user: NamedUser): string {
  return firstOrLocalPart(user) ?? 'there';
}
