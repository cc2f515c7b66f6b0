import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { anEvent } from '../../../test/analytics-fakes';
import { activityPage } from '../test/analytics-factory';
import { ACTIVITY, renderAnalytics } from '../test/render-analytics';

const NOW = new Date('2025-06-02T10:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();
const feed = () => screen.getByRole('region', { name: 'Real-time Activity' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('real-time activity', () => {
  it('lists events with where they came from, and their relative times tick every second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderAnalytics({
      api: {
        [ACTIVITY]: ok(
          activityPage([
            anEvent({
              id: 'a',
              event: 'social_click',
              details: 'github',
              createdAt: secondsAgo(58),
              device: 'Desktop',
            }),
            anEvent({ id: 'b', event: 'page_view', details: 'About me', createdAt: secondsAgo(119), country: null }),
          ]),
        ),
      },
    });
    const items = await within(feed()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Link clicked: GitHubGhana · Desktopjust now',
      'Page viewed: About meMobile1 min ago',
    ]);
    expect(within(items[0]!).getByText('just now')).toHaveAttribute('datetime', secondsAgo(58));

    act(() => vi.advanceTimersByTime(1000));
    expect(within(items[0]!).getByText('just now')).toBeInTheDocument();
    expect(within(items[1]!).getByText('2 min ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(within(items[0]!).getByText('1 min ago')).toBeInTheDocument();
  });

  it('names a clicked link by its title or platform, never by its kind id', async () => {
    renderAnalytics({
      api: {
        [ACTIVITY]: ok(
          activityPage([
            anEvent({ id: 'a', event: 'social_click', details: 'tiktok', country: null }),
            anEvent({ id: 'b', event: 'social_click', details: 'website', country: null }),
            anEvent({ id: 'c', event: 'social_click', details: 'My shop', country: null }),
            anEvent({ id: 'd', event: 'social_click', details: 'Instagram', country: null }),
          ]),
        ),
      },
    });
    const items = await within(feed()).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span > span')!.textContent)).toEqual([
      'Link clicked: TikTok',
      'Link clicked: Website',
      'Link clicked: My shop',
      'Link clicked: Instagram',
    ]);
  });

  it('loads older events with "Load more" from the cursor, until there are none', async () => {
    const user = userEvent.setup();
    const cursor = '2025-06-02T08:00:00.000Z';
    const older = `${ACTIVITY}&before=${encodeURIComponent(cursor)}`;
    const { calls } = renderAnalytics({
      api: {
        [ACTIVITY]: ok(activityPage([anEvent({ id: 'new', details: 'first page' })], cursor)),
        [older]: ok(activityPage([anEvent({ id: 'old', event: 'resume_download' })], null)),
      },
    });
    expect(await within(feed()).findByText('Profile viewed: first page')).toBeInTheDocument();
    await user.click(within(feed()).getByRole('button', { name: 'Load more' }));
    expect(await within(feed()).findByText('Resume downloaded')).toBeInTheDocument();
    expect(within(feed()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(feed()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.sent(older)).toHaveLength(1);
  });

  it('keeps the list and says so when older events cannot be loaded', async () => {
    const user = userEvent.setup();
    const cursor = '2025-06-02T08:00:00.000Z';
    renderAnalytics({
      api: {
        [ACTIVITY]: ok(activityPage([anEvent({ id: 'new', details: 'first page' })], cursor)),
        [`${ACTIVITY}&before=${encodeURIComponent(cursor)}`]: fail(500, 'INTERNAL', 'Internal server error'),
      },
    });
    await user.click(await within(feed()).findByRole('button', { name: 'Load more' }));
    expect(await within(feed()).findByRole('alert')).toHaveTextContent('Older activity could not be loaded.');
    expect(within(feed()).getByText('Profile viewed: first page')).toBeInTheDocument();
  });

  it('says when the activity cannot be loaded, and loads it on "Try again"', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderAnalytics({
      api: {
        [ACTIVITY]: () =>
          failing
            ? fail(500, 'INTERNAL', 'Internal server error')
            : ok(activityPage([anEvent({ id: 'back', details: 'after the retry' })])),
      },
    });
    expect(await within(feed()).findByText('This part could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(within(feed()).getByRole('button', { name: 'Try again' }));
    expect(await within(feed()).findByText('Profile viewed: after the retry')).toBeInTheDocument();
  });
});
