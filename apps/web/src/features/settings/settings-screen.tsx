import { CustomDomainSection } from './custom-domain/custom-domain-section';
import { DataSection } from './data/data-section';
import { AccountInfoSection } from './sections/account-info-section';
import { DangerZoneSection } from './sections/danger-zone-section';
import { PreferenceSections } from './sections/preference-sections';
import { SecuritySection } from './sections/security-section';
import { SubscriptionSection } from './sections/subscription-section';
import { ProofProvider } from './proof/proof-provider';

/**
 * /dashboard/settings (spec 2 §2), its sections in the spec's order. Its account-level changes ask
 * for a fresh proof of identity first (decision 034), through the one dialog the provider holds.
 */
export function SettingsScreen() {
  return (
    <ProofProvider>
      <div className="mx-auto max-w-4xl space-y-6">
        <AccountInfoSection />
        <SecuritySection />
        <SubscriptionSection />
        <CustomDomainSection />
        <PreferenceSections />
        <DataSection />
        <DangerZoneSection />
      </div>
    </ProofProvider>
  );
}
