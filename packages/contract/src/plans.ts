/** Plans, prices and limits (api-contract §12). Money is GHS major units here; pesewas at Paystack. */

export const TIERS = ['STARTER', 'RISE', 'BLAZE'] as const;
export type Tier = (typeof TIERS)[number];

export interface PlanLimits {
  pages: number | null;
  socialLinks: number | null;
  customDomain: boolean;
  removeSparkLinkBranding: boolean;
  analytics: boolean;
  advancedPrivacy: boolean;
  scheduledPublishing: boolean;
  verifiedBadge: boolean;
  affiliate: boolean;
  prioritySupport: boolean;
  passwordProtection: boolean;
}

export interface Plan {
  tier: Tier;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  currency: 'GHS';
  features: string[];
  limits: PlanLimits;
}

const NO_EXTRAS = {
  customDomain: false,
  advancedPrivacy: false,
  scheduledPublishing: false,
  verifiedBadge: false,
  affiliate: false,
  prioritySupport: false,
};

export const PLANS: Record<Tier, Plan> = {
  STARTER: {
    tier: 'STARTER',
    name: 'Starter',
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: 'GHS',
    features: [
      'Up to 3 pages',
      'Up to 5 social links',
      'Image gallery and resume upload',
      'Analytics for the last 30 days',
      'SparkLink branding on your portfolio',
    ],
    limits: {
      ...NO_EXTRAS,
      pages: 3,
      socialLinks: 5,
      removeSparkLinkBranding: false,
      analytics: false,
      passwordProtection: false,
    },
  },
  RISE: {
    tier: 'RISE',
    name: 'Rise',
    monthlyPrice: 35,
    yearlyPrice: 350,
    currency: 'GHS',
    features: [
      'Up to 10 pages',
      'Up to 10 social links',
      'Password-protected pages',
      'Analytics up to 1 year with CSV export',
      'Remove SparkLink branding',
    ],
    limits: {
      ...NO_EXTRAS,
      pages: 10,
      socialLinks: 10,
      removeSparkLinkBranding: true,
      analytics: true,
      passwordProtection: true,
    },
  },
  BLAZE: {
    tier: 'BLAZE',
    name: 'Blaze',
    monthlyPrice: 70,
    yearlyPrice: 700,
    currency: 'GHS',
    // Decision 055: a check mark for links whose pages link back to the portfolio; decisions 056
    // and 057: scheduled publishing and the owner's own domain.
    features: [
      'Unlimited pages',
      'Unlimited social links',
      'Your own domain for your portfolio',
      'Scheduled publishing of pages',
      'Verified links',
      'Everything in Rise',
    ],
    limits: {
      customDomain: true,
      advancedPrivacy: true,
      scheduledPublishing: true,
      verifiedBadge: true,
      affiliate: true,
      prioritySupport: true,
      pages: null,
      socialLinks: null,
      removeSparkLinkBranding: true,
      analytics: true,
      passwordProtection: true,
    },
  },
};

export function planFor(tier: string | null | undefined): Plan {
  return PLANS[(TIERS as readonly string[]).includes(tier ?? '') ? (tier as Tier) : 'STARTER'];
}
