import type { PaidTier } from './subscriptions';

/** What the subscription endpoints and screens say (api-contract §9), in English; the screens translate them. */
export const SUBSCRIPTION_MESSAGES = {
  // Server answers (api-contract §9).
  noActiveSubscription: 'No active subscription',
  invalidPlan: 'Invalid plan or billing cycle',
  invalidBillingCycle: 'Billing cycle must be monthly or yearly',
  starterIsFree: 'The Starter plan is free. Cancel your subscription to return to it.',
  noDowngradeMidPeriod: 'You can switch to a lower plan when your current period ends',
  initializeFailed: 'Could not start the payment. Please try again.',
  verifyUnreachable: 'Could not verify the payment. Please try again.',
  paymentInitialized: 'Payment initialized',
  paymentNotFound: 'Payment not found',
  invalidReference: 'Invalid payment reference',
  updatedTo: (tier: PaidTier) => `Subscription updated to ${tier}`,
  notCompleted: 'Payment has not been completed yet',
  paymentFailed: 'Payment failed',
  amountMismatch: 'Payment amount does not match the selected plan',
  cancelled: 'Subscription cancelled successfully',
  /** `date` is the period end as the server words it, e.g. "26 August 2025". */
  staysActiveUntil: (date: string) => `Your plan stays active until ${date}.`,
  reactivated: 'Subscription reactivated',
  notCancelled: 'Subscription is not cancelled',
  invalidSignature: 'Invalid signature',
  historyLimitRange: 'Limit must be between 1 and 100',
  // Decision 040: scheduled changes and automatic renewal.
  changeNotLower: 'Choose a lower plan or another billing cycle; upgrades start today',
  changeIsCurrent: 'This is already your plan',
  changeScheduled: (plan: string, date: string) => `Your plan switches to ${plan} on ${date}.`,
  noScheduledChange: 'No plan change is scheduled',
  changeCancelled: 'Scheduled change cancelled',
  autoRenewOn: (date: string) => `Your plan renews automatically on ${date}.`,

  // Dashboard notifications (decision 006). `plan` is the plan's name, `date` as in staysActiveUntil.
  noticePaymentTitle: 'Payment received',
  noticePaymentBody: (plan: string, date: string) => `Your ${plan} plan is active until ${date}.`,
  noticeCanceledTitle: 'Subscription cancelled',
  noticeCanceledBody: (plan: string, date: string) => `Your ${plan} plan stays active until ${date}.`,
  noticeRenewalFailedTitle: 'Renewal payment failed',
  noticeRenewalFailedBody: (plan: string, date: string) =>
    `We could not charge your card for ${plan}. Your plan stays active until ${date}; pay another way to keep it.`,
  noticeReminderTitle: 'Your plan is ending',
  noticeReminderBody: (plan: string, date: string) => `Your ${plan} plan expires on ${date}. Renew it to keep it.`,
  noticeEndedTitle: 'Your plan has ended',
  noticeEndedBody: (plan: string) => `Your ${plan} plan has ended and your account is on Starter.`,

  // The built-in test checkout page (decision 016).
  testCheckoutTitle: 'Test payment — no money moves',
  testCheckoutOutcome: 'Outcome must be pay, pay_declining, momo, approve, fail or abandon',
  // Chosen only because every origin is loopback, the test checkout serves this machine alone (decision 039).
  testCheckoutThisMachineOnly:
    'The test checkout answers only this machine. Set PAYMENTS=test to open it to other addresses.',

  // Screen texts (spec 2 §2, §4, §8).
  loadPlansFailed: 'Failed to load subscription plans',
  loadSubscriptionFailed: 'Failed to load subscription data',
  initializeFailedScreen: 'Failed to initialize payment',
  cancelFailed: 'Failed to cancel subscription',
  cancelConfirm:
    "Are you sure you want to cancel your subscription? You'll continue to have access until the end of your billing period.",
  noSubscription: "You don't have an active subscription",
  paymentSuccessful: 'Subscription payment successful! Your plan has been updated.',
  verificationFailed: (message: string) => `Payment verification failed: ${message}`,
  verificationGaveUp: 'Failed to verify payment. Please contact support if your subscription is not activated.',
} as const;
