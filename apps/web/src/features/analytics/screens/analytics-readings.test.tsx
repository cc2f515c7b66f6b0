import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, ok } from '../../../test/owner-fakes';
import { anOverview, metric, noDevices, noGeo, someSources, someTrends } from '../test/analytics-factory';
import { ranged, renderAnalytics } from '../test/render-analytics';

/** Issue 34, "Analytics that read right" (decision 053): each rule as the owner reads it. */
const metricCard = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li')!;
const panel = (title: string) => screen.getByRole('region', { name: title });
const YEAR = ranged('1y');

/** A RISE owner on "1 year", with `trends` for the year. */
function renderYear(trends = someTrends(365)) {
  return renderAnalytics({
    path: '/dashboard/analytics?range=1y',
    user: aUser({ subscription: 'RISE' }),
    api: {
      [YEAR.overview]: ok(anOverview({ range: '1y' })),
      [YEAR.trends]: ok(trends),
      [YEAR.sources]: ok(someSources('1y')),
      [YEAR.geo]: ok(noGeo()),
      [YEAR.devices]: ok(noDevices()),
    },
  });
}

describe('analytics figures that read right', () => {
  it('writes under the cards how changes are compared, and ties the rule to the cards', async () => {
    renderAnalytics();
    const rule = await screen.findByText(
      'Changes compare the full days before today with as many days just before them; today counts once it ends.',
    );
    const cards = screen.getByRole('region', { name: 'Key Metrics' });
    expect(cards).toContainElement(rule);
    expect(cards).toHaveAccessibleDescription(rule.textContent!);
  });

  it('gives the bounce rate change in points, a fall as good news, and no change as no points', async () => {
    const { unmount } = renderAnalytics({
      api: { [ranged('30d').overview]: ok(anOverview({ metrics: { bounceRate: metric(30, 40, -10) } })) },
    });
    await waitFor(() => expect(metricCard('Bounce Rate')).toHaveTextContent('30%Down: -10 ptsvs previous 30 days'));
    expect(within(metricCard('Bounce Rate')).getByText('-10 pts').closest('span')).toHaveClass('text-emerald-700');
    expect(metricCard('Bounce Rate')).not.toHaveTextContent('-10%');
    unmount();
    renderAnalytics({
      api: { [ranged('30d').overview]: ok(anOverview({ metrics: { bounceRate: metric(50, 50, 0) } })) },
    });
    await waitFor(() => expect(metricCard('Bounce Rate')).toHaveTextContent('50%No change: 0 pts'));
  });

  it('says what daily visitors, bounce rate and session duration measure', async () => {
    renderAnalytics({
      api: {
        [ranged('30d').overview]: ok(
          anOverview({
            metrics: {
              uniqueVisitors: metric(12, 10, 20),
              bounceRate: metric(50, 50, 0),
              avgSessionDuration: metric(0, 0, null),
            },
          }),
        ),
      },
    });
    await waitFor(() => expect(metricCard('Daily Visitors')).toHaveTextContent('12'));
    expect(metricCard('Daily Visitors')).toHaveTextContent('Each visitor counted once a day, days added up');
    expect(metricCard('Bounce Rate')).toHaveTextContent('Visits with one view and nothing else');
    expect(metricCard('Avg. Session Duration')).toHaveTextContent(
      /^Avg\. Session Duration0s.*First to last action; a one-view visit counts 0 s$/,
    );
    expect(screen.queryByRole('heading', { name: 'Unique Visitors' })).not.toBeInTheDocument();
  });

  it('lists a year by month in the table, a month the range covers in part by its days', async () => {
    // Views on the window's first day (2024-06-03), in May 2025 and on its last day (2025-06-02).
    const trends = someTrends(365);
    trends.trends[0]!.totalViews = 2;
    trends.trends.find((day) => day.date === '2025-05-14')!.totalViews = 5;
    trends.trends.find((day) => day.date === '2025-05-14')!.uniqueVisitors = 3;
    trends.trends.at(-1)!.totalViews = 1;
    renderYear(trends);
    const table = await within(panel('Visitor Trends')).findByRole('table', { name: 'Last year, by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    const headers = rows.map((row) => within(row).getByRole('rowheader').textContent!.replace(/\s/g, ' '));
    expect(headers).toHaveLength(13);
    expect(headers.slice(0, 2)).toEqual(['Jun 3 – 30', 'July 2024']);
    expect(headers.slice(-2)).toEqual(['May 2025', 'June 2025']);
    expect(rows[0]).toHaveTextContent(/^Jun 3\s–\s30200000$/);
    expect(rows[11]).toHaveTextContent('May 2025530000');
    expect(rows[12]).toHaveTextContent('June 2025100000');
    expect(screen.queryByRole('table', { name: /Last 7 days/ })).not.toBeInTheDocument();
  });

  it('puts the trend chart before the ten cards on a phone, the cards first from lg up', async () => {
    renderAnalytics();
    const trends = await screen.findByRole('region', { name: 'Visitor Trends' });
    const cards = screen.getByRole('region', { name: 'Key Metrics' });
    // Both sit in one grid, so `order` decides what comes first.
    expect(trends.parentElement).toBe(cards.parentElement);
    expect(trends).toHaveClass('order-first', 'lg:order-none');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
  });

  it('keeps the four ranges on one row', () => {
    renderAnalytics();
    const group = screen.getByRole('group', { name: 'Time range' });
    expect(group.firstElementChild!.nextElementSibling).toHaveClass('inline-flex', 'flex-nowrap');
    for (const radio of within(group).getAllByRole('radio'))
      expect(radio.closest('label')).toHaveClass('whitespace-nowrap');
  });

  it('shows Starter owners the CSV export locked, with the reason and the way to the plans', async () => {
    renderAnalytics({ user: aUser({ subscription: 'STARTER' }) });
    const locked = screen.getByRole('link', { name: 'Export CSV, needs RISE or BLAZE' });
    expect(locked).toHaveAttribute('href', '/dashboard/subscription');
    expect(locked).toHaveAccessibleDescription('CSV export comes with RISE or BLAZE.');
    expect(screen.getByText('CSV export comes with RISE or BLAZE.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('offers RISE owners the export itself, not the lock', async () => {
    renderYear();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByText('CSV export comes with RISE or BLAZE.')).not.toBeInTheDocument();
  });
});
