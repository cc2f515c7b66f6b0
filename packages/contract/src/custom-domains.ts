import { z } from 'zod';

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

/** How often an unverified domain is checked again, and how long a verified one waits for its next check. */
export const CUSTOM_DOMAIN_RECHECK = {
  pendingMinutes: 5,
  /** After this many days unverified, once an hour (the owner can still "Check now"). */
  pendingFastDays: 7,
  slowMinutes: 60,
  verifiedHours: 24,
} as const;

/**
 * What the custom-domain endpoints say, in English; fixed texts, so the screens translate them
 * (i18n/contract-messages.ts). What a check found names records and values: it stays English.
 */
export const CUSTOM_DOMAIN_MESSAGES = {
  domainRequired: 'Enter a domain name such as me.example.com',
  domainInvalid: 'Enter a domain name such as me.example.com, without spaces or special characters',
  domainIpAddress: 'IP addresses cannot be used: enter a domain name such as me.example.com',
  domainLocal: 'This name only works on your own computer: enter a domain name such as me.example.com',
  domainPublicSuffix:
    'This name is a public suffix that nobody can own: enter a domain you registered, such as me.example.com',
  domainOurOwn: 'This is SparkLink’s own address: enter a domain you registered, such as me.example.com',
  domainTaken: 'This domain is already connected to another SparkLink account',
  domainClaimPending:
    'Another SparkLink account is connecting this domain. If it has not verified it 7 days after adding it, you can connect it then.',
  domainBlazeOnly: 'Custom domains are part of the Blaze plan',
  domainUnavailable: 'Custom domains are not enabled on this server',
  domainNotSet: 'You have not connected a custom domain',
  domainSaved: 'Domain saved. Create the DNS records below, then check them.',
  domainChecked: 'DNS records checked',
  domainRemoved: 'Custom domain removed',
  domainParamRequired: 'Name the domain to check',
  domainNotServed: 'No SparkLink portfolio is served on this domain',
  noticeVerifiedTitle: 'Your custom domain is connected',
  noticeFailingTitle: 'Your custom domain’s DNS records are not working',
  noticePlanTitle: 'Your custom domain needs the Blaze plan',
  noticeDetachedTitle: 'Your custom domain was disconnected',
  noticeReleasedTitle: 'Your unverified custom domain was claimed by another account',
} as const;

const domainError = { error: CUSTOM_DOMAIN_MESSAGES.domainRequired };

/** PUT /api/settings/custom-domain: what the owner typed; the server normalises and judges it (decision 057). */
export const CustomDomainInputSchema = z.object(
  {
    domain: z.string(domainError).trim().min(1, domainError).max(300, { error: CUSTOM_DOMAIN_MESSAGES.domainInvalid }),
  },
  domainError,
);
export type CustomDomainInput = z.infer<typeof CustomDomainInputSchema>;

const askError = { error: CUSTOM_DOMAIN_MESSAGES.domainParamRequired };

/** GET /api/domains/allowed?domain=: Caddy's on-demand TLS `ask`. */
export const AllowedDomainQuerySchema = z.object({ domain: z.string(askError).trim().min(1, askError) });
