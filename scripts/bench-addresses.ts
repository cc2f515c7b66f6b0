/**
 * Load from one machine looks like one visitor. Behind one trusted proxy hop (TRUST_PROXY_HOPS=1)
 * the server takes the address from X-Forwarded-For, so giving each request its own address lets
 * a bench measure the server rather than the per-address limits (and makes each beacon event a
 * new visitor).
 */
export const visitorAddress = (n: number): string => `41.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

/** An autocannon request whose every send comes from a new address. */
export function fromNewAddresses<T extends object>(request: T = {} as T) {
  let sent = 0;
  return {
    ...request,
    setupRequest: (req: { headers: Record<string, string> }) => {
      req.headers['x-forwarded-for'] = visitorAddress(sent++);
      return req;
    },
  };
}
