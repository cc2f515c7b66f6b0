import type { TrafficSource } from '@sparklink/contract';

/**
 * Each at least 4.5:1 against the card in either theme (styles.css defines them), so the legend
 * swatches and slices stand out (WCAG 1.4.11).
 */
export const SOURCE_COLORS: Record<TrafficSource, string> = {
  direct: 'var(--color-slate-600)',
  social: 'var(--chart-indigo)',
  search: 'var(--chart-teal)',
  referral: 'var(--chart-amber)',
};
