import type { Page, ProfileData } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { PROFILE_TARGETS } from '../../../lib/first-run';

export type ChecklistItemId = 'photo' | 'bio' | 'links' | 'page' | 'share';

/** Where an item leads: a screen (with the field to focus as the hash), or the share dialog. */
export type ChecklistTarget = { to: string } | { share: true };

export interface ChecklistItem {
  id: ChecklistItemId;
  label: MessageId;
  done: boolean;
  target: ChecklistTarget;
}

interface ChecklistData {
  profile: ProfileData;
  pages: Page[];
  /** The owner opened the share dialog or copied the link (remembered, decision 052). */
  shared: boolean;
}

const filled = (value: string | null) => Boolean(value?.trim());

/**
 * "Get your portfolio ready" (decision 052), each item ticked from what is saved. Without a
 * username there is nothing to share yet, so "share" leads to the step that asks for one.
 */
export function checklistItems({ profile, pages, shared }: ChecklistData): ChecklistItem[] {
  const toProfile = (id: string) => ({ to: `/dashboard/profile#${id}` });
  return [
    {
      id: 'photo',
      label: 'dashboard.checklist.photo',
      done: filled(profile.user.profilePicture),
      target: toProfile(PROFILE_TARGETS.photo),
    },
    {
      id: 'bio',
      label: 'dashboard.checklist.bio',
      done: filled(profile.profile.bio),
      target: toProfile(PROFILE_TARGETS.bio),
    },
    {
      id: 'links',
      label: 'dashboard.checklist.links',
      done: profile.profile.socialLinks.length > 0,
      target: toProfile(PROFILE_TARGETS.links),
    },
    { id: 'page', label: 'dashboard.checklist.page', done: pages.length > 0, target: { to: '/dashboard/pages/new' } },
    {
      id: 'share',
      label: 'dashboard.checklist.share',
      done: shared,
      target: profile.user.username ? { share: true } : { to: '/welcome' },
    },
  ];
}
