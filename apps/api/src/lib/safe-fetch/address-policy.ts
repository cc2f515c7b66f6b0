import ipaddr from 'ipaddr.js';

/** Cloud metadata services, named even though their ranges are refused anyway. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);

/**
 * Whether a fetch may connect to this address: only public unicast. ipaddr.js names every
 * special range (private, loopback, link-local, carrier-grade NAT, unique-local, multicast,
 * unspecified, broadcast, reserved, 6to4/Teredo…) something other than `unicast`; an IPv4-mapped
 * IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it reaches.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (METADATA.has(parsed.toNormalizedString()) || METADATA.has(parsed.toString())) return false;
  return parsed.range() === 'unicast';
}

/** The host of a URL as an address when it is an IP literal ([::1] loses its brackets). */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : undefined;
}
