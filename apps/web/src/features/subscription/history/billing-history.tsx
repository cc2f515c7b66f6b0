import { SUBSCRIPTION_MESSAGES, type HistoryStatus } from '@sparklink/contract';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { formatBillingDate, formatCedi } from '../../../lib/subscription/subscription-format';
import { historyQueryOptions } from '../api/subscription-api';
import { LoadFailure } from '../components/load-failure';

const STATUS: Record<HistoryStatus, { tone: BadgeTone; label: string }> = {
  completed: { tone: 'success', label: 'Completed' },
  failed: { tone: 'danger', label: 'Failed' },
  pending: { tone: 'warning', label: 'Pending' },
};

const cell = 'px-4 py-3 text-left';

/** GET /history as a table, newest first (api-contract §9). */
export function BillingHistory() {
  const query = useQuery(historyQueryOptions);
  return (
    <section
      aria-labelledby="billing-history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id="billing-history-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Billing History
      </h3>
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading billing history...
        </p>
      )}
      {query.isError && <LoadFailure message={SUBSCRIPTION_MESSAGES.loadSubscriptionFailed} onRetry={query.refetch} />}
      {query.isSuccess && query.data.length === 0 && <p className="text-sm text-slate-600">No payments yet.</p>}
      {query.isSuccess && query.data.length > 0 && (
        <div className="overflow-x-auto">
          <table aria-labelledby="billing-history-heading" className="w-full text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className={cell}>
                  Date
                </th>
                <th scope="col" className={cell}>
                  Description
                </th>
                <th scope="col" className={cell}>
                  Amount
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={cell}>
                  Reference
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {query.data.map((payment) => (
                <tr key={payment.id}>
                  <td className={`${cell} whitespace-nowrap`}>{formatBillingDate(payment.date)}</td>
                  <td className={cell}>{payment.description}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatCedi(payment.amount)}</td>
                  <td className={cell}>
                    <StatusBadge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</StatusBadge>
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
