import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { Banner } from '../../../components/ui/banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { usePaymentVerification } from './use-payment-verification';

/** The view the browser lands on back from the checkout, `?reference=…` (spec 2 §2, §4, §8). */
export function PaymentVerification({ reference }: { reference: string }) {
  const phase = usePaymentVerification(reference);
  return (
    <section aria-labelledby="verification-heading" className="mx-auto max-w-xl space-y-4">
      <h2 id="verification-heading" className="text-2xl font-bold text-slate-900">
        Payment verification
      </h2>
      {phase.kind === 'verifying' && <Spinner label="Verifying your payment" />}
      {phase.kind === 'success' && (
        <>
          <Banner message={{ type: 'success', text: SUBSCRIPTION_MESSAGES.paymentSuccessful }} />
          <p className="text-sm text-slate-600">Taking you to your subscription...</p>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <Banner message={{ type: 'error', text: SUBSCRIPTION_MESSAGES.verificationFailed(phase.message) }} />
          <p role="status" className="text-sm text-slate-600">
            {phase.retrying ? 'Checking again...' : 'Trying again in a moment...'}
          </p>
        </>
      )}
      {phase.kind === 'gave-up' && (
        <>
          <Banner message={{ type: 'error', text: SUBSCRIPTION_MESSAGES.verificationGaveUp }} />
          <p className="text-sm text-slate-600">
            Payment reference: <span className="font-mono break-all">{reference}</span>
          </p>
          <TextLink to="/dashboard/subscription" replace>
            Back to plans
          </TextLink>
        </>
      )}
    </section>
  );
}
