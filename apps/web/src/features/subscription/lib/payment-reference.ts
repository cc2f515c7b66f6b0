/**
 * The payment Paystack sent the browser back about: `reference`, or `trxref` which carries the
 * same value (api-contract §9). Empty values count as none.
 */
export function paymentReferenceFrom(search: URLSearchParams): string | null {
  return search.get('reference') || search.get('trxref') || null;
}
