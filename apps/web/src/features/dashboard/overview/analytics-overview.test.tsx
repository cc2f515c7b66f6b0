import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';
import { aSummary, anEvent } from '../../../test/analytics-fakes';

const SUMMARY = 'GET /api/analytics/summary?days=30';
const serverError = fail(500, 'INTERNAL', 'Internal server error');

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;
const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('overview performance cards', () => {
  it('shows the four counts with their change against the previous 30 days', async () => {
    renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: ok(
          aSummary({
            profileViews: 1500,
            previousProfileViews: 1000,
            pageViews: 30,
            previousPageViews: 40,
            galleryViews: 5,
            previousGalleryViews: 0,
            socialClicks: 4,
            previousSocialClicks: 3,
          }),
        ),
      },
    });
    expect(await within(card('Profile Views')).findByText('1,500')).toBeInTheDocument();
    expect(card('Profile Views')).toHaveTextContent('Up: +50%vs previous 30 days');
    expect(card('Profile Views').querySelector('svg.lucide-trending-up')).not.toBeNull();
    expect(card('Page Views')).toHaveTextContent('30Down: -25%vs previous 30 days');
    expect(card('Page Views').querySelector('svg.lucide-trending-down')).not.toBeNull();
    expect(card('Social Clicks')).toHaveTextContent('4Up: +33.3%');
  });

  it("shows the server's like-for-like change, today left out, and writes that rule under the cards", async () => {
    renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: ok(
          aSummary({
            // A morning: the window with today reads lower than the 30 whole days before it…
            profileViews: 90,
            previousProfileViews: 100,
            // …but its full days against as many days before them rose (decision 053).
            changes: {
              profileViews: 12.5,
              totalViews: 12.5,
              pageViews: null,
              galleryViews: 0,
              socialClicks: -50,
              resumeDownloads: null,
              uniqueVisitors: 10,
            },
          }),
        ),
      },
    });
    expect(await within(card('Profile Views')).findByText('90')).toBeInTheDocument();
    expect(card('Profile Views')).toHaveTextContent('Up: +12.5%vs previous 30 days');
    expect(card('Page Views')).toHaveTextContent('— vs previous 30 days');
    expect(card('Gallery Views')).toHaveTextContent('No change: 0%');
    expect(card('Social Clicks')).toHaveTextContent('Down: -50%');
    expect(region('Performance Overview')).toHaveTextContent(
      'Changes compare the full days before today with as many days just before them; today counts once it ends.',
    );
  });

  it('shows "—" instead of a change when the previous period had nothing', async () => {
    renderDashboard('/dashboard', { api: { [SUMMARY]: ok(aSummary({ galleryViews: 5 })) } });
    expect(await within(card('Gallery Views')).findByText('5')).toBeInTheDocument();
    expect(within(card('Gallery Views')).getByText('— vs previous 30 days')).toBeInTheDocument();
    expect(card('Gallery Views')).not.toHaveTextContent('%');
    expect(card('Gallery Views').querySelector('svg.lucide-trending-up')).toBeNull();
  });

  it('leaves the cards, the activity and the Analytics Hub without figures when only analytics fails', async () => {
    renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: serverError,
        'GET /api/pages': ok({ pages: [{ id: 'p1', title: 'Home' }] }),
      },
    });
    expect(await within(card('Portfolio Pages')).findByText('1 page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading recent activity' })).toBeNull());
    for (const title of ['Profile Views', 'Page Views', 'Gallery Views', 'Social Clicks']) {
      expect(card(title)).toHaveTextContent(new RegExp(`^${title}$`));
    }
    expect(within(region('Recent Activity')).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region('Recent Activity')).queryByText('No recent activity')).not.toBeInTheDocument();
    expect(within(card('Analytics Hub')).queryByText(/views? in the last/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('overview recent activity', () => {
  it('lists the 5 newest events with an icon by kind, newest first, and links to the analytics screen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-02T10:00:00.000Z'));
    const events = [
      anEvent({ id: 'e1', event: 'page_view', details: 'About me', createdAt: '2025-06-02T09:59:30.000Z' }),
      anEvent({ id: 'e2', event: 'gallery_view', createdAt: '2025-06-02T09:58:00.000Z' }),
      anEvent({ id: 'e3', event: 'social_click', details: 'github', createdAt: '2025-06-02T07:00:00.000Z' }),
      anEvent({ id: 'e4', event: 'profile_view', createdAt: '2025-06-01T09:00:00.000Z' }),
      anEvent({ id: 'e5', event: 'resume_download', createdAt: '2025-05-30T09:00:00.000Z' }),
      anEvent({ id: 'e6', event: 'profile_view', details: 'sixth', createdAt: '2025-05-29T09:00:00.000Z' }),
    ];
    renderDashboard('/dashboard', { api: { [SUMMARY]: ok(aSummary({ recentActivity: events })) } });
    const list = await within(region('Recent Activity')).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Page viewed: About mejust now',
      'Gallery viewed2 min ago',
      'Link clicked: GitHub3 hr ago',
      'Profile viewedyesterday',
      'Resume downloaded3 days ago',
    ]);
    const icons = items.map((item) => item.querySelector('svg')!.getAttribute('class'));
    expect(icons).toEqual([
      expect.stringContaining('lucide-file-text'),
      expect.stringContaining('lucide-images'),
      expect.stringContaining('lucide-link-2'),
      expect.stringContaining('lucide-eye'),
      expect.stringContaining('lucide-eye'),
    ]);
    expect(within(region('Recent Activity')).getByRole('link', { name: 'View All Activity' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
  });

  it('says "No recent activity" when nothing was counted', async () => {
    renderDashboard('/dashboard', { api: { [SUMMARY]: ok(aSummary()) } });
    expect(await within(region('Recent Activity')).findByText('No recent activity')).toBeInTheDocument();
  });

  it('shows a loading placeholder, never figures, until the summary arrives', async () => {
    renderDashboard('/dashboard', { api: { [SUMMARY]: ok(aSummary({ profileViews: 9, totalViews: 9 })) } });
    expect(screen.getByRole('status', { name: 'Loading recent activity' })).toBeInTheDocument();
    expect(card('Profile Views')).toHaveTextContent(/^Profile Views$/);
    expect(await within(card('Profile Views')).findByText('9')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading recent activity' })).not.toBeInTheDocument();
  });
});

describe('overview Analytics Hub and whole-load failure', () => {
  it('shows the total views of the last 30 days on the Analytics Hub card', async () => {
    renderDashboard('/dashboard', { api: { [SUMMARY]: ok(aSummary({ totalViews: 1234 })) } });
    expect(await within(card('Analytics Hub')).findByText('1,234 views in the last 30 days')).toBeInTheDocument();
  });

  it("shows the server's message when every part fails, and tries again on request", async () => {
    const user = userEvent.setup();
    let summaryReply = serverError;
    const { calls } = renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: () => summaryReply,
        'GET /api/pages': serverError,
        'GET /api/gallery?limit=1': serverError,
        'GET /api/profile': serverError,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Internal server error')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Failed to load dashboard data');
    summaryReply = ok(aSummary({ totalViews: 2 }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Analytics Hub')).findByText('2 views in the last 30 days')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.sent(SUMMARY)).toHaveLength(2);
  });

  it('says "Failed to load dashboard data" when every part fails without a message', async () => {
    const silent = fail(500, 'INTERNAL', '');
    renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: silent,
        'GET /api/pages': silent,
        'GET /api/gallery?limit=1': silent,
        'GET /api/profile': silent,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the one message there is when only some of the failing parts carry one', async () => {
    const silent = fail(500, 'INTERNAL', '');
    renderDashboard('/dashboard', {
      api: {
        [SUMMARY]: silent,
        'GET /api/pages': fail(503, 'UNAVAILABLE', 'Database connection failed'),
        'GET /api/gallery?limit=1': silent,
        'GET /api/profile': silent,
      },
    });
    expect(within(await screen.findByRole('alert')).getByText('Database connection failed')).toBeInTheDocument();
  });
});
