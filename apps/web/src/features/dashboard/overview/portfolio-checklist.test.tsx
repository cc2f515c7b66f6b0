import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { profileQueryOptions } from '../../../lib/profile-query';
import { aProfile, aUser, ok } from '../../../test/owner-fakes';
import { renderOwner } from '../../../test/render-owner';
import { renderDashboard } from '../test/render-dashboard';
import { PortfolioChecklist } from './portfolio-checklist';

const link = {
  id: 'l0',
  platform: 'website' as const,
  url: 'https://ama.dev',
  order: 0,
  relMe: false,
  kind: 'website' as const,
  title: null,
  thumbnailUrl: null,
  phone: null,
  message: null,
};
const photoAndBio = aProfile({ profilePicture: '/media/ama.webp' }, { bio: 'Photographer in Accra.' });

/** Says when the checklist's data is in, so a test can tell "hidden" from "still loading". */
function Loaded() {
  const profile = useQuery(profileQueryOptions);
  const pages = useOwnerPagesQuery();
  return profile.data && pages.data ? <p>Data loaded</p> : null;
}

/** Where a checklist link leads, path and hash. */
function Landed() {
  const { pathname, hash } = useLocation();
  return <p>{`Landed on ${pathname}${hash}`}</p>;
}

function renderChecklist(profile = aProfile(), pages: unknown[] = [], user = aUser()) {
  const view = renderOwner(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <PortfolioChecklist />
            <Loaded />
          </>
        ),
      },
      { path: '*', element: <Landed /> },
    ],
    '/dashboard',
    { user, api: { 'GET /api/profile': ok(profile), 'GET /api/pages': ok({ pages }) } },
  );
  return { ...view, typist: userEvent.setup() };
}

const checklist = () => screen.findByRole('region', { name: 'Get your portfolio ready' });

describe('"Get your portfolio ready" checklist', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('ticks each step from the saved profile, links and pages, and counts them', async () => {
    renderChecklist(photoAndBio);
    const list = within(await checklist());
    expect(list.getByText('2 of 5 done')).toBeInTheDocument();
    expect(list.getByRole('progressbar', { name: 'Portfolio setup progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(list.getByRole('link', { name: 'Add a profile photo (done)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Write a short bio (done)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add your links (to do)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Create your first page (to do)' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Share your portfolio (to do)' })).toBeInTheDocument();
  });

  it('counts a social link and a page once they exist', async () => {
    renderChecklist(aProfile({}, { socialLinks: [link] }), [{ id: 'p1', title: 'Home' }]);
    const list = within(await checklist());
    expect(list.getByText('2 of 5 done')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add your links (done)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Create your first page (done)' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Add a profile photo (to do)' })).toBeInTheDocument();
  });

  it('leads each step to its exact place', async () => {
    const { typist } = renderChecklist();
    const list = within(await checklist());
    const href = (name: RegExp) => list.getByRole('link', { name }).getAttribute('href');
    expect(href(/Add a profile photo/)).toBe('/dashboard/profile#profile-picture-upload');
    expect(href(/Write a short bio/)).toBe('/dashboard/profile#profile-bio');
    expect(href(/Add your links/)).toBe('/dashboard/profile#social-links-heading');
    expect(href(/Create your first page/)).toBe('/dashboard/pages/new');
    await typist.click(list.getByRole('link', { name: /Write a short bio/ }));
    expect(await screen.findByText('Landed on /dashboard/profile#profile-bio')).toBeInTheDocument();
  });

  it('asks for a username first when there is none to share', async () => {
    renderChecklist(aProfile({ username: null }), [], aUser({ username: null }));
    const list = within(await checklist());
    expect(list.getByRole('link', { name: 'Share your portfolio (to do)' })).toHaveAttribute('href', '/welcome');
  });

  it('opens the share dialog from "Share your portfolio", ticks it, and remembers it for this account', async () => {
    const { typist, unmount } = renderChecklist(photoAndBio);
    await typist.click(within(await checklist()).getByRole('button', { name: 'Share your portfolio (to do)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your portfolio' });
    expect(within(dialog).getByRole('textbox')).toHaveValue(`${window.location.origin}/public/ama`);
    await typist.keyboard('{Escape}');
    const list = within(await checklist());
    expect(list.getByRole('button', { name: 'Share your portfolio (done)' })).toBeInTheDocument();
    expect(list.getByText('3 of 5 done')).toBeInTheDocument();
    unmount();
    renderChecklist(photoAndBio);
    expect(within(await checklist()).getByText('3 of 5 done')).toBeInTheDocument();
  });

  it("ticks sharing from the overview's own Share Portfolio action too", async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    const list = await checklist();
    await user.click(screen.getByRole('button', { name: /Share Portfolio/ }));
    await screen.findByRole('dialog', { name: 'Share your portfolio' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(list).getByRole('button', { name: 'Share your portfolio (done)' })).toBeInTheDocument();
  });

  it('goes away when dismissed, for this account only', async () => {
    const { typist, unmount } = renderChecklist();
    await typist.click(within(await checklist()).getByRole('button', { name: 'Hide checklist' }));
    expect(screen.queryByRole('region', { name: 'Get your portfolio ready' })).not.toBeInTheDocument();
    unmount();
    const again = renderChecklist();
    await screen.findByText('Data loaded');
    expect(screen.queryByRole('region', { name: 'Get your portfolio ready' })).not.toBeInTheDocument();
    again.unmount();
    renderChecklist(aProfile(), [], aUser({ id: 'user-2' }));
    expect(await checklist()).toBeInTheDocument();
  });

  it('is not shown once every step is done', async () => {
    localStorage.setItem('sparklink.firstRun.shared.user-1', 'true');
    renderChecklist(aProfile({ profilePicture: '/p.webp' }, { bio: 'Hi', socialLinks: [link] }), [{ id: 'p1' }]);
    await screen.findByText('Data loaded');
    expect(screen.queryByRole('region', { name: 'Get your portfolio ready' })).not.toBeInTheDocument();
  });

  it('stays, complete, when sharing was the last step, and focus comes back to its row', async () => {
    const { typist } = renderChecklist(aProfile({ profilePicture: '/p.webp' }, { bio: 'Hi', socialLinks: [link] }), [
      { id: 'p1' },
    ]);
    const share = within(await checklist()).getByRole('button', { name: 'Share your portfolio (to do)' });
    await typist.click(share);
    await screen.findByRole('dialog', { name: 'Share your portfolio' });
    await typist.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = within(await checklist());
    expect(list.getByText('5 of 5 done')).toBeInTheDocument();
    await waitFor(() => expect(list.getByRole('button', { name: 'Share your portfolio (done)' })).toHaveFocus());
  });

  it("gives focus to the screen's heading when hidden, not to the page's body", async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    await user.click(within(await checklist()).getByRole('button', { name: 'Hide checklist' }));
    expect(screen.queryByRole('region', { name: 'Get your portfolio ready' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toHaveFocus();
  });
});
