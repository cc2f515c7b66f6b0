import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, fail, ok } from '../../../test/owner-fakes';
import { anOverview, metric, noDevices, noGeo, someSources, someTrends } from '../test/analytics-factory';
import { ACTIVITY, ranged, renderAnalytics } from '../test/render-analytics';

const THIRTY = ranged('30d');
const metricCard = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li')!;
const panel = (title: string) => screen.getByRole('region', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('analytics screen: data', () => {
  it('shows the measured metrics with their change against the previous period', async () => {
    renderAnalytics({
      api: {
        [THIRTY.overview]: ok(
          anOverview({
            metrics: {
              totalViews: metric(1234, 1000, 23.4),
              uniqueVisitors: metric(300, 400, -25),
              sessions: metric(410, 410, 0),
              bounceRate: metric(41.7, 40, 4.3),
              avgSessionDuration: metric(245, 200, 22.5),
              socialClicks: metric(12, 0, null),
            },
          }),
        ),
      },
    });
    expect(await within(metricCard('Total Views')).findByText('1,234')).toBeInTheDocument();
    expect(metricCard('Total Views')).toHaveTextContent('Up: +23.4%vs previous 30 days');
    expect(metricCard('Daily Visitors')).toHaveTextContent('300Down: -25%vs previous 30 days');
    expect(metricCard('Sessions')).toHaveTextContent('410No change: 0%vs previous 30 days');
    // A rate's change is in percentage points, not a percent of a percent.
    expect(metricCard('Bounce Rate')).toHaveTextContent('41.7%Up: +4.3 ptsvs previous 30 days');
    // A rising bounce rate is drawn as bad news.
    expect(within(metricCard('Bounce Rate')).getByText('+4.3 pts').closest('span')).toHaveClass('text-red-700');
    expect(within(metricCard('Total Views')).getByText('+23.4%').closest('span')).toHaveClass('text-emerald-700');
    expect(metricCard('Avg. Session Duration')).toHaveTextContent('4m 5s');
    expect(metricCard('Social Clicks')).toHaveTextContent('12— vs previous 30 days');
  });

  it('shows "—" where the server measured nothing, and none of the old placeholder figures', async () => {
    renderAnalytics();
    expect(await within(metricCard('Total Views')).findByText('0')).toBeInTheDocument();
    expect(within(metricCard('Bounce Rate')).getByText('—')).toBeInTheDocument();
    expect(within(metricCard('Avg. Session Duration')).getByText('—')).toBeInTheDocument();
    expect(metricCard('Bounce Rate')).not.toHaveTextContent('%');
    for (const placeholder of ['34.2', '245', '4m 5s', '12.5', '8.3', '-2.1', '15.7']) {
      expect(screen.getByRole('region', { name: 'Enhanced Analytics' })).not.toHaveTextContent(placeholder);
    }
  });

  it('draws the trends chart lazily and lists the whole 30 days as a table by week', async () => {
    const counts = [4, 0, 2, 9, 1, 3, 5].map((totalViews, index) => ({ totalViews, uniqueVisitors: index }));
    renderAnalytics({ api: { [THIRTY.trends]: ok(someTrends(30, [{ totalViews: 6 }, ...counts])) } });
    const table = await within(panel('Visitor Trends')).findByRole('table', { name: 'Last 30 days, by week' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Weeks end on the last day; the oldest is the 2 days left over. Intl puts thin spaces round the dash.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent!.replace(/\s/g, ' '))).toEqual([
      'May 4 – 5',
      'May 6 – 12',
      'May 13 – 19',
      'May 20 – 26',
      'May 27 – Jun 2',
    ]);
    // The week's views and daily visitors added up: 6 on May 26, 24 and 0+1+…+6 in the last week.
    expect(rows[3]).toHaveTextContent(/26600000$/);
    expect(rows[4]).toHaveTextContent(/Jun\s224210000$/);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Total views', 'Daily visitors', 'Profile', 'Pages', 'Gallery', 'Link clicks']);
    expect(screen.getByText('30 views over the last 30 days; the busiest day was May 30 with 9.')).toBeInTheDocument();
    // The chart's chunk is imported lazily; on a busy machine that takes more than a second.
    await waitFor(() => expect(panel('Visitor Trends').querySelector('.recharts-wrapper')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(panel('Visitor Trends').querySelector('.recharts-wrapper')!.closest('[inert]')).not.toBeNull();
  });

  it('lists traffic sources as text beside the donut, with the top referrers', async () => {
    renderAnalytics({
      api: {
        [THIRTY.sources]: ok(
          someSources('30d', { direct: 6, social: 3, search: 1 }, [
            { host: 'instagram.com', source: 'social', sessions: 3 },
            { host: 'google.com', source: 'search', sessions: 1 },
          ]),
        ),
      },
    });
    const sources = await within(panel('Traffic Sources')).findAllByRole('listitem');
    expect(sources.map((item) => item.textContent)).toEqual([
      'Direct6 sessions · 60%',
      'Social Media3 sessions · 30%',
      'Search Engines1 session · 10%',
      'Referrals0 sessions · 0%',
      'instagram.com3 sessions',
      'google.com1 session',
    ]);
    await waitFor(() => expect(panel('Traffic Sources').querySelector('.recharts-wrapper')).not.toBeNull());
  });

  it('lists top pages and links, countries and devices', async () => {
    renderAnalytics({
      api: {
        [THIRTY.overview]: ok(
          anOverview({
            topPages: [
              { pageId: 'p1', title: 'About me', slug: 'about', views: 12 },
              { pageId: null, title: 'Old page', slug: null, views: 1 },
            ],
            topLinks: [
              { linkId: 'l1', platform: 'github', title: 'GitHub', url: 'https://github.com/ama', clicks: 7 },
              // A deleted link whose clicks were counted before links were named: its kind id.
              { linkId: null, platform: 'tiktok', title: 'tiktok', url: null, clicks: 2 },
            ],
          }),
        ),
        [THIRTY.geo]: ok({
          geoStats: [
            { country: 'Ghana', countryCode: 'GH', visits: 3, percentage: 75 },
            { country: 'Unknown', countryCode: null, visits: 1, percentage: 25 },
          ],
          totalVisits: 4,
        }),
        [THIRTY.devices]: ok({
          deviceStats: [{ device: 'Mobile', visits: 4, percentage: 100 }],
          browserStats: [{ browser: 'Chrome', visits: 4, percentage: 100 }],
          osStats: [{ os: 'Android', visits: 4, percentage: 100 }],
          totalVisits: 4,
        }),
      },
    });
    const pages = await within(panel('Top Pages')).findAllByRole('listitem');
    expect(pages.map((item) => item.textContent)).toEqual(['About me/about12 views', 'Old page1 view']);
    const links = within(panel('Top Links')).getAllByRole('listitem');
    expect(links.map((item) => item.textContent)).toEqual(['GitHubhttps://github.com/ama7 clicks', 'TikTok2 clicks']);
    // They count view events, and say so.
    const countries = await within(panel('Views by Country')).findAllByRole('listitem');
    expect(countries.map((item) => item.textContent)).toEqual(['Ghana3 views · 75%', 'Unknown1 view · 25%']);
    const devices = await within(panel('Views by Device')).findAllByRole('listitem');
    expect(devices.map((item) => item.textContent)).toEqual([
      'Mobile4 views · 100%',
      'Chrome4 views · 100%',
      'Android4 views · 100%',
    ]);
  });
});

describe('analytics screen: states', () => {
  it('shows designed placeholders while loading, then the data', async () => {
    renderAnalytics();
    for (const title of ['Visitor Trends', 'Traffic Sources', 'Top Pages', 'Views by Country', 'Views by Device']) {
      expect(screen.getByRole('status', { name: `Loading ${title}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('status', { name: 'Loading Real-time Activity' })).toBeInTheDocument();
    expect(within(metricCard('Total Views')).queryByText(/\d/)).not.toBeInTheDocument();
    expect(await within(metricCard('Total Views')).findByText('0')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
  });

  it('says there is no data yet for an empty period', async () => {
    renderAnalytics();
    for (const title of ['Visitor Trends', 'Traffic Sources', 'Views by Country', 'Views by Device']) {
      expect(await within(panel(title)).findByText('No data for this period yet')).toBeInTheDocument();
    }
    expect(within(panel('Top Pages')).getByText('No page views in this period yet')).toBeInTheDocument();
    expect(within(panel('Top Links')).getByText('No link clicks in this period yet')).toBeInTheDocument();
    expect(await within(panel('Real-time Activity')).findByText('No activity yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "Failed to load enhanced analytics" with the reason, and tries again', async () => {
    const user = userEvent.setup();
    let overview = fail(500, 'INTERNAL', 'Internal server error');
    const { calls } = renderAnalytics({ api: { [THIRTY.overview]: () => overview } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load enhanced analytics');
    expect(alert).toHaveTextContent('Internal server error');
    expect(within(panel('Top Pages')).getByText('This part could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4, name: 'Total Views' })).not.toBeInTheDocument();
    // The parts that did load stay.
    expect(await within(panel('Views by Country')).findByText('No data for this period yet')).toBeInTheDocument();

    overview = ok(anOverview({ metrics: { totalViews: metric(8, 4, 100) } }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(metricCard('Total Views')).findByText('8')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.sent(THIRTY.overview)).toHaveLength(2);
    expect(calls.sent(THIRTY.geo)).toHaveLength(1);
  });

  it('refetches every part of the screen on Refresh', async () => {
    const user = userEvent.setup();
    let views = 1;
    const { calls } = renderAnalytics({
      api: { [THIRTY.overview]: () => ok(anOverview({ metrics: { totalViews: metric(views) } })) },
    });
    expect(await within(metricCard('Total Views')).findByText('1')).toBeInTheDocument();
    views = 2;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await within(metricCard('Total Views')).findByText('2')).toBeInTheDocument();
    for (const route of [...Object.values(THIRTY), ACTIVITY]) expect(calls.sent(route)).toHaveLength(2);
  });
});

describe('analytics screen: ranges and plans', () => {
  it('starts at 30 days and loads the range picked', async () => {
    const user = userEvent.setup();
    const seven = ranged('7d');
    const { calls, router } = renderAnalytics({
      api: {
        [seven.overview]: ok(anOverview({ range: '7d', metrics: { totalViews: metric(7, 1, 600) } })),
        [seven.trends]: ok(someTrends(7)),
        [seven.sources]: ok(someSources('7d')),
        [seven.geo]: ok(noGeo()),
        [seven.devices]: ok(noDevices()),
      },
    });
    expect(screen.getByRole('group', { name: 'Time range' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await within(metricCard('Total Views')).findByText('7')).toBeInTheDocument();
    expect(metricCard('Total Views')).toHaveTextContent('vs previous 7 days');
    expect(router.state.location.search).toBe('?range=7d');
    for (const route of Object.values(seven)) expect(calls.sent(route)).toHaveLength(1);
  });

  it('shows the upgrade prompt on STARTER for 90 days and 1 year, without calling the API', async () => {
    const user = userEvent.setup();
    const { calls } = renderAnalytics({ user: aUser({ subscription: 'STARTER' }) });
    expect(screen.getByRole('radio', { name: '90 days, needs RISE or BLAZE' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 year, needs RISE or BLAZE' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^1 year/ }));
    const prompt = screen.getByRole('region', { name: 'Longer history needs a RISE or BLAZE plan' });
    expect(prompt).toHaveTextContent('Advanced analytics requires a RISE or BLAZE subscription.');
    expect(within(prompt).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/dashboard/subscription');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visitor Trends' })).not.toBeInTheDocument();
    for (const route of [...Object.values(ranged('90d')), ...Object.values(ranged('1y'))]) {
      expect(calls.sent(route)).toHaveLength(0);
    }

    await user.click(within(prompt).getByRole('button', { name: 'Show the last 30 days' }));
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(await screen.findByRole('region', { name: 'Visitor Trends' })).toBeInTheDocument();
  });

  it('shows the upgrade prompt from the address too (?range=90d on STARTER)', async () => {
    const { calls } = renderAnalytics({ path: '/dashboard/analytics?range=90d' });
    expect(screen.getByRole('radio', { name: /^90 days/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Longer history needs a RISE or BLAZE plan' })).toBeInTheDocument();
    expect(calls.sent(ranged('90d').overview)).toHaveLength(0);
  });

  it('loads a year for RISE and offers the CSV', async () => {
    const year = ranged('1y');
    const { calls } = renderAnalytics({
      path: '/dashboard/analytics?range=1y',
      user: aUser({ subscription: 'RISE' }),
      api: {
        [year.overview]: ok(anOverview({ range: '1y', metrics: { totalViews: metric(365, 100, 265) } })),
        [year.trends]: ok(someTrends(365)),
        [year.sources]: ok(someSources('1y')),
        [year.geo]: ok(noGeo()),
        [year.devices]: ok(noDevices()),
      },
    });
    expect(screen.getByRole('radio', { name: '1 year' })).toBeChecked();
    expect(await within(metricCard('Total Views')).findByText('365')).toBeInTheDocument();
    expect(metricCard('Total Views')).toHaveTextContent('vs previous year');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /needs a RISE or BLAZE plan/ })).not.toBeInTheDocument();
    expect(calls.sent(year.overview)).toHaveLength(1);
  });

  it('shows the upgrade prompt, not an error, when the server refuses the range for the plan', async () => {
    const year = ranged('1y');
    const refused = fail(403, 'PLAN_LIMIT', 'Advanced analytics requires a RISE or BLAZE subscription');
    renderAnalytics({
      path: '/dashboard/analytics?range=1y',
      // The stored session still says RISE; the server knows the plan has lapsed.
      user: aUser({ subscription: 'RISE' }),
      api: Object.fromEntries(Object.values(year).map((route) => [route, refused])),
    });
    expect(
      await screen.findByRole('region', { name: 'Longer history needs a RISE or BLAZE plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
