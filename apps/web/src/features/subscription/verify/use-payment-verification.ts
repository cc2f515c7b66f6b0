import { SUBSCRIPTION_MESSAGES } from '@sparklink/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session/auth-context';
import { verifyPayment } from '../api/subscription-api';
import { LAST_ATTEMPT, verificationPhase, type VerificationPhase, type VerifyOutcome } from './verification-phase';

/** Spec 2 §4: to the plans about 2 s after success; one more try 3 s after a failure. */
export const PAYMENT_DELAYS = { redirectAfterSuccessMs: 2000, retryAfterFailureMs: 3000 } as const;

const VERIFY_QUERY_ROOT = 'payment-verification';

/** A call that failed (404, 502, offline) is shown like a failed payment, with its reason. */
async function verifyOutcome(reference: string): Promise<VerifyOutcome> {
  try {
    const { status, message } = await verifyPayment(reference);
    return { status, message };
  } catch (error) {
    return { status: 'failed', message: errorMessage(error, SUBSCRIPTION_MESSAGES.paymentFailed) };
  }
}

/**
 * Verifies the payment the browser came back with. On success the stored user is read again, so
 * every tier gate changes at once, the cached answers are refreshed, and the screen goes back to
 * the plans; on anything else it tries once more before giving up. A query (not an effect) makes
 * the call, so a remount does not verify twice.
 */
export function usePaymentVerification(reference: string): VerificationPhase {
  const [attempt, setAttempt] = useState(1);
  const query = useQuery({
    queryKey: [VERIFY_QUERY_ROOT, reference, attempt],
    queryFn: () => verifyOutcome(reference),
    // While the second try runs, the first one's failure stays on screen.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
  const phase = verificationPhase(attempt, query.data, query.isPlaceholderData);
  const waitingToRetry = phase.kind === 'failed' && !phase.retrying;

  useEffect(() => {
    if (!waitingToRetry) return;
    const timer = setTimeout(() => setAttempt(LAST_ATTEMPT), PAYMENT_DELAYS.retryAfterFailureMs);
    return () => clearTimeout(timer);
  }, [waitingToRetry]);

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
