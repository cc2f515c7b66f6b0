import type { ActivityEvent, AnalyticsEventType } from '@sparklink/contract';
import { Eye, FileText, Images, Link2, type LucideIcon } from 'lucide-react';

const LABELS: Record<AnalyticsEventType, string> = {
  profile_view: 'Profile viewed',
  page_view: 'Page viewed',
  gallery_view: 'Gallery viewed',
  social_click: 'Link clicked',
  resume_download: 'Resume downloaded',
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

/** "Page viewed: About me"; the server's details (page title, link platform…) when it sent some. */
export function describeActivity({ event, details }: Pick<ActivityEvent, 'event' | 'details'>): string {
  return details ? `${LABELS[event]}: ${details}` : LABELS[event];
}
