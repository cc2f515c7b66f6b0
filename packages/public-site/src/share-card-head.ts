/** A share card: a 1200×630 JPEG, the portfolio's on the profile and on a page behind a password, a page's own on an open page. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/**
 * The tags that show a view's share card large where its link is shared (decision 046): Open
 * Graph's image with its size, type and alt text, and Twitter's large-image card.
 */
export function shareCardTags(url: string, alt: string): Record<string, string> {
  return {
    'og:image': url,
    'og:image:width': String(SHARE_CARD_SIZE.width),
    'og:image:height': String(SHARE_CARD_SIZE.height),
    'og:image:type': SHARE_CARD_SIZE.type,
    'og:image:alt': alt,
    'twitter:card': 'summary_large_image',
    'twitter:image': url,
    'twitter:image:alt': alt,
  };
}
