/**
 * Custom domains (BLAZE, decision 057): the portfolio served on the owner's own domain once its
 * DNS records point at us and a TXT record proves the owner controls it.
 */
export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'misconfigured', 'detached'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/** A DNS record the owner must create at their DNS provider, exactly as shown. */
export interface DnsRecord {
  type: 'CNAME' | 'A' | 'AAAA' | 'TXT';
  /** The full record name, e.g. `me.example.com` or `_sparklink.me.example.com`. */
  name: string;
  value: string;
}

export interface CustomDomain {
  /** Lowercase, as typed (Unicode names are shown as typed and stored as punycode). */
  domain: string;
  status: CustomDomainStatus;
  /** Every record the domain needs: the address records (CNAME, or A/AAAA for a bare domain) and the TXT. */
  records: DnsRecord[];
  /** What the last check found instead of what `records` asks for, one plain sentence each. */
  found: string[];
  checkedAt: string | null;
  verifiedAt: string | null;
  /** When a verified domain that stopped qualifying will be detached, or null. */
  detachesAt: string | null;
  /** Why a detached domain was detached. */
  detachedReason: 'dns' | 'plan' | null;
  /** `https://<domain>`: the portfolio's address while verified. */
  url: string;
}

/** GET/PUT/DELETE /api/settings/custom-domain and POST …/check answer this. */
export interface CustomDomainState {
  /** False when the operator has not enabled custom domains on this server. */
  available: boolean;
  /** Whether the owner's plan includes a custom domain (BLAZE). */
  allowed: boolean;
  domain: CustomDomain | null;
}

/** Days a verified domain may fail (or outlive a downgrade) before it is detached, and the warning days. */
export const CUSTOM_DOMAIN_GRACE_DAYS = 7;
export const CUSTOM_DOMAIN_WARNING_DAYS = [1, 6] as const;
