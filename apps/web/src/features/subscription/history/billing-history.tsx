import { SUBSCRIPTION_MESSAGES, type BillingTransaction, type HistoryStatus } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import type { MessageId } from '@sparklink/contract/i18n';
import { formatCedi } from '../../../i18n/intl';
import { useT, type Translator } from '../../../i18n/use-t';
import { paymentMethodLabel } from '../../../lib/subscription/payment-method';
import { formatBillingDate } from '../../../lib/subscription/subscription-format';
import { historyQueryOptions } from '../api/subscription-api';
import { LoadFailure } from '../components/load-failure';

const STATUS: Record<HistoryStatus, { tone: BadgeTone; label: MessageId }> = {
  completed: { tone: 'success', label: 'subscription.history.completed' },
  failed: { tone: 'danger', label: 'subscription.history.failed' },
  pending: { tone: 'warning', label: 'subscription.history.pending' },
};

/** A pending payment no longer waiting was left unfinished (decision 051): "Not completed", not "Pending". */
const NOT_COMPLETED = { tone: 'neutral', label: 'subscription.history.notCompleted' } as const;

const statusOf = (payment: BillingTransaction) =>
  payment.status === 'pending' && !payment.waiting ? NOT_COMPLETED : STATUS[payment.status];

const cell = 'px-4 py-3 text-left';

/** The card or wallet when known, else the bare channel; nothing for a payment never made. */
function methodOf({ paymentMethod, channel }: BillingTransaction, t: Translator['t']): string {
  if (paymentMethod) return paymentMethodLabel(paymentMethod, t);
  return channel ? paymentMethodLabel({ channel, brand: null, last4: null }, t) : '';
}

/** GET /history as a table, newest first (api-contract §9): how each was paid, and any credit (decision 040). */
export function BillingHistory() {
  const query = useQuery(historyQueryOptions);
  const { t, message, lang } = useT();
  return (
    <section
      aria-labelledby="billing-history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="billing-history-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t('subscription.history.title')}
      </h3>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('subscription.history.loading')}
        </p>
      )}
      {query.isError && (
        <LoadFailure message={message(SUBSCRIPTION_MESSAGES.loadSubscriptionFailed)} onRetry={query.refetch} />
      )}
      {query.isSuccess && query.data.length === 0 && (
        <p className="text-sm text-slate-600">{t('subscription.history.empty')}</p>
      )}
      {query.isSuccess && query.data.length > 0 && (
        <div className="overflow-x-auto">
          <table aria-labelledby="billing-history-heading" className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className={cell}>
                  {t('subscription.history.date')}
                </th>
                <th scope="col" className={cell}>
                  {t('subscription.history.description')}
                </th>
                <th scope="col" className={cell}>
                  {t('subscription.history.method')}
                </th>
                <th scope="col" className={cell}>
                  {t('subscription.history.amount')}
                </th>
                <th scope="col" className={cell}>
                  {t('subscription.history.status')}
                </th>
                <th scope="col" className={cell}>
                  {t('subscription.history.reference')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {query.data.map((payment) => (
                <tr key={payment.id}>
                  <td className={`${cell} whitespace-nowrap`}>{formatBillingDate(lang, payment.date)}</td>
                  <td className={cell}>
                    {payment.description}
                    {payment.kind === 'renewal' && (
                      <span className="block text-xs text-slate-500">{t('subscription.history.renewal')}</span>
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{methodOf(payment, t)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    {formatCedi(lang, payment.amount)}
                    {payment.credit > 0 && (
                      <span className="block text-xs text-slate-500">
                        {t('subscription.history.credit', { amount: formatCedi(lang, payment.credit) })}
                      </span>
                    )}
                  </td>
                  <td className={cell}>
                    <StatusBadge tone={statusOf(payment).tone}>{t(statusOf(payment).label)}</StatusBadge>
                  </td>
                  <td className={`${cell} font-mono text-xs break-all text-slate-600`}>{payment.reference}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
