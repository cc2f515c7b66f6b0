import { MESSAGES } from '@sparklink/contract';
import type { Notice } from './notifications.service';

/**
 * The fixed notices of the account events, so callers pass `NOTICES.welcome` rather than retyping
 * text. Events whose text carries data (payments) build their Notice where they happen.
 */
export const NOTICES = {
  welcome: {
    kind: 'welcome',
    title: MESSAGES.noticeWelcomeTitle,
    body: MESSAGES.noticeWelcomeBody,
    link: '/dashboard/profile',
  },
  profilePublished: {
    kind: 'profile_published',
    title: MESSAGES.noticeProfilePublishedTitle,
    body: MESSAGES.noticeProfilePublishedBody,
    link: '/dashboard/settings',
  },
  profileUnpublished: {
    kind: 'profile_unpublished',
    title: MESSAGES.noticeProfileUnpublishedTitle,
    body: MESSAGES.noticeProfileUnpublishedBody,
    link: '/dashboard/settings',
  },
  googleLinked: {
    kind: 'google_linked',
    title: MESSAGES.noticeGoogleLinkedTitle,
    body: MESSAGES.noticeGoogleLinkedBody,
  },
  passwordChanged: {
    kind: 'password_changed',
    title: MESSAGES.noticePasswordChangedTitle,
    body: MESSAGES.noticePasswordChangedBody,
  },
} as const satisfies Record<string, Notice>;
