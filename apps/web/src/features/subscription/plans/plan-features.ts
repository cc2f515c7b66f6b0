import type { MessageId } from '@sparklink/contract/i18n';

/**
 * The plans' feature lines (PLANS in the contract, sent by GET /plans) are English product copy;
 * the cards show each in the reader's language through this map. A line the map does not know
 * yet (a plan changed on the server first) shows as it came.
 */
const FEATURE_MESSAGES: Record<string, MessageId> = {
  'Up to 3 pages': 'subscription.feature.upTo3Pages',
  'Up to 5 social links': 'subscription.feature.upTo5SocialLinks',
  'Image gallery and resume upload': 'subscription.feature.galleryAndResume',
  'Analytics for the last 30 days': 'subscription.feature.analytics30Days',
  'SparkLink branding on your portfolio': 'subscription.feature.sparkLinkBranding',
  'Up to 10 pages': 'subscription.feature.upTo10Pages',
  'Up to 10 social links': 'subscription.feature.upTo10SocialLinks',
  'Password-protected pages': 'subscription.feature.passwordProtectedPages',
  'Analytics up to 1 year with CSV export': 'subscription.feature.analyticsYearWithCsv',
  'Remove SparkLink branding': 'subscription.feature.removeBranding',
  'Unlimited pages': 'subscription.feature.unlimitedPages',
  'Unlimited social links': 'subscription.feature.unlimitedSocialLinks',
  'Your own domain for your portfolio': 'subscription.feature.customDomain',
  'Scheduled publishing of pages': 'subscription.feature.scheduledPublishing',
  'Verified links': 'subscription.feature.verifiedLinks',
  'Everything in Rise': 'subscription.feature.everythingInRise',
};

export function featureMessage(feature: string): MessageId | undefined {
  return Object.hasOwn(FEATURE_MESSAGES, feature) ? FEATURE_MESSAGES[feature] : undefined;
}
