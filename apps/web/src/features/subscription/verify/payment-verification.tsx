import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { Banner } from '../../../components/ui/banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { usePaymentVerification } from './use-payment-verification';

/** The view the browser lands on back from the checkout, `?reference=…` (spec 2 §2, §4, §8). */
export function PaymentVerification({ reference }: { reference: string }) {
  const phase = usePaymentVerification(reference);
  const { t, message } = useT();
  return (
    <section aria-labelledby="verification-heading" className="mx-auto max-w-xl space-y-4">
      <h2 id="verification-heading" className="text-2xl font-bold text-slate-900">
        {t('subscription.verify.title')}
      </h2>
      {phase.kind === 'verifying' && <Spinner label={t('subscription.verify.verifying')} />}
      {phase.kind === 'success' && (
        <>
          <Banner message={{ type: 'success', text: message(SUBSCRIPTION_MESSAGES.paymentSuccessful) }} />
          <p className="text-sm text-slate-600">{t('subscription.verify.redirecting')}</p>
        </>
      )}
      {phase.kind === 'pending' && <PendingPayment channel={phase.channel} waitedLong={phase.waitedLong} />}
      {phase.kind === 'declined' && (
        <>
          <Banner message={{ type: 'error', text: t('subscription.verify.declined', { reason: phase.message }) }} />
          <TextLink to="/dashboard/subscription" replace>
            {t('subscription.verify.tryAgain')}
          </TextLink>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <Banner message={{ type: 'error', text: t('subscription.verify.failed', { reason: phase.message }) }} />
          <p role="status" className="text-sm text-slate-600">
            {t(phase.retrying ? 'subscription.verify.checkingAgain' : 'subscription.verify.retrySoon')}
          </p>
        </>
      )}
      {phase.kind === 'gave-up' && (
        <>
          <Banner message={{ type: 'error', text: message(SUBSCRIPTION_MESSAGES.verificationGaveUp) }} />
          <p className="text-sm text-slate-600">
            {t('subscription.verify.reference')} <span className="font-mono break-all">{reference}</span>
          </p>
          <TextLink to="/dashboard/subscription" replace>
            {t('subscription.verify.backToPlans')}
          </TextLink>
        </>
      )}
    </section>
  );
}

/**
 * Not failed: waiting. Mobile money asks the owner to approve on their phone (Paystack sends the
 * prompt); the MTN approvals menu is the way in when no prompt shows. Checking goes on meanwhile.
 */
function PendingPayment({ channel, waitedLong }: { channel: string | null; waitedLong: boolean }) {
  const { t } = useT();
  const mobileMoney = channel === 'mobile_money';
  return (
    <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">
        {t(mobileMoney ? 'subscription.verify.pendingTitle' : 'subscription.verify.pendingProcessing')}
      </p>
      {mobileMoney && (
        <>
          <p>{t('subscription.verify.pendingPrompt')}</p>
          <p>{t('subscription.verify.pendingNoPrompt')}</p>
        </>
      )}
      <p role="status">{t(waitedLong ? 'subscription.verify.pendingLeave' : 'subscription.verify.pendingChecking')}</p>
    </div>
  );
}
