import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { verifyPayment } from '../api/subscription-api';
import { verificationPhase, type VerificationPhase, type VerifyOutcome } from './verification-phase';

/**
 * Spec 2 §4: to the plans about 2 s after success; one more try 3 s after a failure. A pending
 * payment (decision 040) is checked every 5 s, as often as the server asks Paystack, for about
 * 3 minutes; then every 30 s for as long as the page stays open.
 */
export const PAYMENT_DELAYS = {
  redirectAfterSuccessMs: 2000,
  retryAfterFailureMs: 3000,
  pendingCheckMs: 5000,
  pendingWindowMs: 180_000,
  pendingSlowCheckMs: 30_000,
} as const;

const VERIFY_QUERY_ROOT = 'payment-verification';

/** A call that failed (404, 502, offline) is shown like a failed payment, with its reason. */
async function verifyOutcome(reference: string): Promise<VerifyOutcome> {
  try {
    const { status, message, pendingChannel, declined } = await verifyPayment(reference);
    return { status, message, pendingChannel: pendingChannel ?? null, declined: declined === true };
  } catch (error) {
    return {
      status: 'failed',
      message: errorMessage(error, SUBSCRIPTION_MESSAGES.paymentFailed),
      pendingChannel: null,
      declined: false,
    };
  }
}

/**
 * Verifies the payment the browser came back with. On success the stored user is read again, so
 * every tier gate changes at once, the cached answers are refreshed, and the screen goes back to
 * the plans; a pending payment is checked until it completes; a failure is tried once more before
 * giving up. A query (not an effect) makes each call, so a remount does not verify twice.
 */
export function usePaymentVerification(reference: string): VerificationPhase {
  const [attempt, setAttempt] = useState(1);
  const [retried, setRetried] = useState(false);
  const [waitedLong, setWaitedLong] = useState(false);
  const pendingSince = useRef<number | null>(null);
  const query = useQuery({
    queryKey: [VERIFY_QUERY_ROOT, reference, attempt],
    queryFn: () => verifyOutcome(reference),
    // While the next check runs, the previous answer stays on screen.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const outcome = query.data;
  const settled = outcome !== undefined && !query.isPlaceholderData;
  const phase = verificationPhase(outcome, query.isPlaceholderData, { retried, waitedLong });

  // After each answer, the next step: check a pending payment again, or retry a first failure once.
  // A declined charge is final: nothing to check again.
  const status = settled ? (outcome.declined ? 'declined' : outcome.status) : null;
  useEffect(() => {
    if (status === 'pending') {
      const now = Date.now();
      pendingSince.current ??= now;
      const long = now - pendingSince.current >= PAYMENT_DELAYS.pendingWindowMs;
      if (long) setWaitedLong(true);
      const delay = long ? PAYMENT_DELAYS.pendingSlowCheckMs : PAYMENT_DELAYS.pendingCheckMs;
      const timer = setTimeout(() => setAttempt(attempt + 1), delay);
      return () => clearTimeout(timer);
    }
    if (status === 'failed' && !retried) {
      const timer = setTimeout(() => {
        setRetried(true);
        setAttempt(attempt + 1);
      }, PAYMENT_DELAYS.retryAfterFailureMs);
      return () => clearTimeout(timer);
    }
  }, [status, attempt, retried]);

  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const succeeded = phase.kind === 'success';
  useEffect(() => {
    if (!succeeded) return;
    refreshUser().catch(() => undefined);
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] !== VERIFY_QUERY_ROOT });
    const timer = setTimeout(
      () => void navigate('/dashboard/subscription', { replace: true }),
      PAYMENT_DELAYS.redirectAfterSuccessMs,
    );
    return () => clearTimeout(timer);
  }, [succeeded, refreshUser, queryClient, navigate]);

  return phase;
}
