import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useT } from '../../../i18n/use-t';
import { plansQueryOptions } from '../../../lib/subscription/plans-query';

/**
 * Says on every dashboard screen that this server's checkout is the built-in test one, which
 * grants paid plans for nothing (decision 039), so nobody takes a test server for the real one.
 * Shows nothing until the server has said so, and nothing if it cannot be asked.
 */
const LABEL_ID = 'test-checkout-banner-label';

export function TestCheckoutBanner() {
  const { t } = useT();
  const { data: testCheckout } = useQuery({ ...plansQueryOptions, select: (result) => result.testCheckout === true });
  if (!testCheckout) return null;
  // A region named by its label: content outside the main landmark must sit in one (axe's "region" rule).
  return (
    <section
      aria-labelledby={LABEL_ID}
      className="flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 lg:px-8"
    >
      <FlaskConical aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <strong id={LABEL_ID} className="font-semibold">
          {t('dashboard.shell.testCheckout.label')}
        </strong>{' '}
        {t('dashboard.shell.testCheckout.body')}
      </p>
    </section>
  );
}
