import type { TrafficSource } from '@sparklink/contract';

/** Each at least 4.5:1 against white, so the legend swatches and slices stand out (WCAG 1.4.11). */
export const SOURCE_COLORS: Record<TrafficSource, string> = {
  direct: '#475569',
  social: '#4f46e5',
  search: '#0f766e',
  referral: '#b45309',
};
