import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type CountryResponse } from 'maxmind';

interface CountryRecord {
  country_code?: string;
}

const ISO_CODE = /^[A-Z]{2}$/;
/** Codes edges send for "no country" (Cloudflare: XX unknown, T1 Tor). */
const NO_COUNTRY = new Set(['XX', 'T1', 'ZZ']);

let reader: Reader<CountryRecord & CountryResponse> | undefined;

/**
 * The offline country database shipped as an npm package (geo-whois-asn-country, CC0), read
 * once on first use; only the country is looked up and the address is never kept.
 */
function database(): Reader<CountryRecord & CountryResponse> {
  if (!reader) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    reader = new Reader(readFileSync(file));
  }
  return reader;
}

/**
 * The visitor's country as an ISO code: from the trusted edge header named by GEO_HEADER when
 * it is set and carries one, else from the offline database, else null ("Unknown").
 */
export function countryOf(ip: string, headerValue: string | undefined): string | null {
  const fromEdge = headerValue?.trim().toUpperCase();
  if (fromEdge && ISO_CODE.test(fromEdge)) return NO_COUNTRY.has(fromEdge) ? null : fromEdge;
  try {
    const code = database().get(ip)?.country_code?.toUpperCase();
    return code && ISO_CODE.test(code) ? code : null;
  } catch {
    return null; // not an address the database can read
  }
}
