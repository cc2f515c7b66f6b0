import { EVENT_TYPES } from '@sparklink/contract';
import { ALL, type DailyFigure } from './daily-row';
import { viewsOf, visitorsOf, type FigureQuery } from './window-figures';

/** Events of each kind, and unique visitors across kinds (per UTC day, summed over days). */
export const TOTALS: FigureQuery = { part: 'totals', dim: 'total', types: [...EVENT_TYPES, ALL] };

export interface Counts {
  profileViews: number;
  pageViews: number;
  galleryViews: number;
  socialClicks: number;
  resumeDownloads: number;
  /** Profile, page and gallery views. */
  totalViews: number;
  uniqueVisitors: number;
}

export function countsOf(figures: DailyFigure[]): Counts {
  const profileViews = viewsOf(figures, 'profile_view');
  const pageViews = viewsOf(figures, 'page_view');
  const galleryViews = viewsOf(figures, 'gallery_view');
  return {
    profileViews,
    pageViews,
    galleryViews,
    socialClicks: viewsOf(figures, 'social_click'),
    resumeDownloads: viewsOf(figures, 'resume_download'),
    totalViews: profileViews + pageViews + galleryViews,
    uniqueVisitors: visitorsOf(figures, ALL),
  };
}
