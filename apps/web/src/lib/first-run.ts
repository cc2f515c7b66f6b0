import type { User } from '@sparklink/contract';

/** The profile screen's elements a checklist link leads to, by id (`/dashboard/profile#<id>`). */
export const PROFILE_TARGETS = {
  photo: 'profile-picture-upload',
  bio: 'profile-bio',
  links: 'social-links-heading',
} as const;

/** Router state the step hands to the overview: the owner has just finished it (decision 052). */
export const FIRST_RUN_STATE = { firstRun: true } as const;

/**
 * Where a new session goes: the first-run step while the account has no username (a new sign-up,
 * or a Google sign-up), else the dashboard.
 */
export function homeFor(user: Pick<User, 'username'>): string {
  return user.username ? '/dashboard' : '/welcome';
}

/**
 * "Welcome" rather than "Welcome back" (decision 052): the account has no username yet (it never
 * finished the step), or the owner arrives straight from the step.
 */
export function isFirstVisit(user: Pick<User, 'username'> | null | undefined, state: unknown): boolean {
  if (!user) return false;
  const fromStep = Boolean(state && typeof state === 'object' && (state as { firstRun?: unknown }).firstRun === true);
  return !user.username || fromStep;
}
