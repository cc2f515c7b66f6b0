/**
 * POST /api/auth/logout with the token being dropped, so a copy of it (a shared computer, a
 * synced browser profile) stops working too. Fire and forget: signing out here never waits on the
 * network, and `keepalive` lets the request finish while the page moves on.
 */
export function endServerSession(token: string): void {
  void fetch('/api/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
