import { isLinkKind, LINK_BRAND_NAMES } from '@sparklink/contract';
import { translator } from '../../i18n/use-t';

/**
 * The name of a clicked link as the owner knows it. Clicks counted before links were named by
 * their title (decision 044), and the deleted links they point to, carry the link's kind id
 * ("tiktok"); that id becomes its brand ("TikTok") or, for the four kinds that are words, the
 * word in the reader's language. Any other label is the link's own name and is kept.
 * In the active language: call it while rendering a component that uses useT().
 */
export function clickedLinkName(label: string): string {
  if (!isLinkKind(label)) return label;
  const brand = LINK_BRAND_NAMES[label];
  if (brand) return brand;
  const { t } = translator();
  if (label === 'email') return t('profile.links.kind.email');
  if (label === 'phone') return t('profile.links.kind.phone');
  if (label === 'custom') return t('profile.links.kind.custom');
  return t('profile.links.website');
}
