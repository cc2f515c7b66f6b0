import type { CustomDomain, CustomDomainState } from '@sparklink/contract';

export const CUSTOM_DOMAIN_ROUTE = '/api/settings/custom-domain';

/** `me.example.com` as PUT answers it: pending, with its CNAME and TXT, never checked. */
export function aCustomDomain(fields: Partial<CustomDomain> = {}): CustomDomain {
  return {
    domain: 'me.example.com',
    status: 'pending',
    records: [
      { type: 'CNAME', name: 'me.example.com', value: 'domains.sparklink.example' },
      {
        type: 'TXT',
        name: '_sparklink.me.example.com',
        value: 'sparklink-verify=7c1f9a2e4b8d4f0a9e3c5b7d1f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a',
      },
    ],
    found: [],
    checkedAt: null,
    verifiedAt: null,
    detachesAt: null,
    detachedReason: null,
    url: 'https://me.example.com',
    ...fields,
  };
}

/** A BLAZE owner on a server that offers custom domains, with no domain unless given one. */
export function aDomainState(fields: Partial<CustomDomainState> = {}): CustomDomainState {
  return { available: true, allowed: true, domain: null, ...fields };
}
