import { planFor } from '@sparklink/contract';
import { useAuth } from '../../../lib/session/auth-context';

/** What the signed-in owner's plan allows for pages (api-contract §12); unknown tiers count as STARTER. */
export function usePagePlan() {
  const { user } = useAuth();
  const { limits } = planFor(user?.subscription);
  return {
    pageLimit: limits.pages,
    passwordProtection: limits.passwordProtection,
    isAtLimit: (pageCount: number) => limits.pages !== null && pageCount >= limits.pages,
  };
}
