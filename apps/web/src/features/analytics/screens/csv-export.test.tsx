import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_HEADER } from '@sparklink/contract';
import { aUser, fail } from '../../../test/owner-fakes';
import { anOverview, noDevices, noGeo, someSources, someTrends } from '../test/analytics-factory';
import { ranged, renderAnalytics } from '../test/render-analytics';
import { ok } from '../../../test/owner-fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the export with `answer`; every other call goes to the stubbed API. */
function answerExport(answer: () => Response) {
  const api = vi.mocked(fetch);
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (!url.startsWith('/api/analytics/export')) return api(url, init);
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
  return calls;
}

function captureDownloads() {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    value: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    },
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  const saved: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { saved, blobs };
}

const CSV = `${CSV_HEADER}\n2025-06-01,1,0,0,0,0,1\n2025-06-02,2,1,0,1,0,2\n`;

describe('CSV export', () => {
  it('downloads the range as CSV with the session token, under the server file name', async () => {
    const user = userEvent.setup();
    const { saved, blobs } = captureDownloads();
    const seven = ranged('7d');
    renderAnalytics({
      path: '/dashboard/analytics?range=7d',
      user: aUser({ subscription: 'BLAZE' }),
      api: {
        [seven.overview]: ok(anOverview({ range: '7d' })),
        [seven.trends]: ok(someTrends(7)),
        [seven.sources]: ok(someSources('7d')),
        [seven.geo]: ok(noGeo()),
        [seven.devices]: ok(noDevices()),
      },
    });
    const calls = answerExport(
      () =>
        new Response(CSV, {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="analytics-7d-2025-06-02.csv"',
          },
        }),
    );

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:csv', download: 'analytics-7d-2025-06-02.csv' }]));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/analytics/export?range=7d');
    expect(calls[0]!.init.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(await blobs[0]!.text()).toBe(CSV);
  });

  it('says "Failed to export analytics" with the server reason when the export is refused', async () => {
    const user = userEvent.setup();
    const { saved } = captureDownloads();
    renderAnalytics({ user: aUser({ subscription: 'RISE' }) });
    const refused = fail(403, 'PLAN_LIMIT', 'Advanced analytics requires a RISE or BLAZE subscription');
    answerExport(() => new Response(JSON.stringify(refused.body), { status: refused.status }));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const toast = (await screen.findByText('Failed to export analytics')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('Advanced analytics requires a RISE or BLAZE subscription');
    expect(saved).toEqual([]);
  });

  it('is not offered on STARTER', async () => {
    renderAnalytics({ user: aUser({ subscription: 'STARTER' }) });
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
});
