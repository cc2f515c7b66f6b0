import type { ActivityEvent, AnalyticsEventType } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { Eye, FileText, Images, Link2, type LucideIcon } from 'lucide-react';
import { translator } from '../../i18n/use-t';
import { clickedLinkName } from './link-name';

const LABELS: Record<AnalyticsEventType, MessageId> = {
  profile_view: 'common.activity.profileView',
  page_view: 'common.activity.pageView',
  gallery_view: 'common.activity.galleryView',
  social_click: 'common.activity.socialClick',
  resume_download: 'common.activity.resumeDownload',
};

/** Icon by kind (spec 1 §2): a page; the gallery; a social link; anything else is a view. */
const ICONS: Partial<Record<AnalyticsEventType, LucideIcon>> = {
  page_view: FileText,
  gallery_view: Images,
  social_click: Link2,
};

export function activityIcon(event: AnalyticsEventType): LucideIcon {
  return ICONS[event] ?? Eye;
}

/**
 * "Page viewed: About me"; the server's details (page title, link platform…) when it sent some.
 * In the active language: call it while rendering a component that uses useT().
 */
export function describeActivity({ event, details }: Pick<ActivityEvent, 'event' | 'details'>): string {
  const { t } = translator();
  const label = t(LABELS[event]);
  if (!details) return label;
  return t('common.activity.withDetails', {
    label,
    details: event === 'social_click' ? clickedLinkName(details) : details,
  });
}
