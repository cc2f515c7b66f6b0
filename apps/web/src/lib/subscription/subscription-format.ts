/** Money and dates as the subscription screens show them: cedi with its symbol (spec 2 §1). */
const cedi = new Intl.NumberFormat('en-GH', {
  style: 'currency',
  currency: 'GHS',
  trailingZeroDisplay: 'stripIfInteger',
});

/** "GH₵35", "GH₵29.17". */
export const formatCedi = (amount: number): string => cedi.format(amount);

const billingDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "July 26, 2025": period ends are instants in UTC, shown as that day. */
export const formatBillingDate = (iso: string): string => billingDate.format(new Date(iso));
