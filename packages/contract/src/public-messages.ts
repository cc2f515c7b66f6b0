/**
 * Texts of the server-rendered public pages (spec 2 §2, §8). They live apart from MESSAGES, which
 * spreads them in, so the public script (15 KB budget, decision 003) imports this small module
 * through `@sparklink/contract/public-messages` instead of carrying every message of the product.
 */
export const PUBLIC_MESSAGES = {
  // Public (spec 2 §8)
  profileNotFound: 'Profile not found',
  profileNotFoundTitle: 'Profile Not Found',
  profilePrivate: 'This profile is private',
  linkNotFound: 'Link not found',

  // Public gallery (spec 2 §2 "Public gallery")
  galleryAllCategories: 'All Categories',
  galleryNoImagesInCategory: 'No images in this category',
  galleryViewAllImages: 'View All Images',
  galleryNoImagesYet: 'No images yet',
  galleryEmptyText: 'This gallery is empty. Check back later for updates!',
} as const;
