import { translator } from '../../../i18n/use-t';

/**
 * Leaves the app for the payment page (Paystack's, or the built-in test checkout). Only web
 * addresses are followed, so an answer can never run script through `javascript:`. In a module of
 * its own so tests can stand in for a browser navigation jsdom cannot make.
 */
export function leaveForCheckout(authorizationUrl: string): void {
  const url = new URL(authorizationUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(translator().t('subscription.checkout.unexpectedAddress'));
  window.location.assign(url.href);
}
