import type { Page } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

const threePages = () => [
  makePage({ title: 'Home', slug: 'home', type: 'HOME', isPublished: true }),
  makePage({ title: 'Work', slug: 'work', type: 'PROJECTS', isPasswordProtected: true, lockedByPlan: true }),
  makePage({ title: 'Contact', slug: 'contact', type: 'CONTACT' }),
];

const listed = (pages: Page[]) => ({ 'GET /api/pages': ok({ pages }) });
const rowOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('Page Management list', () => {
  it('lists the pages in order with their type, slug, badges and links', async () => {
    const pages = threePages();
    renderPages('/dashboard/pages', { tier: 'RISE', api: listed(pages) });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Home', 'Work', 'Contact']);
    const work = within(rowOf('Work'));
    expect(work.getByText(/Projects/)).toHaveTextContent('Type: Projects · Slug: /work');
    expect(work.getByText('Draft')).toBeInTheDocument();
    expect(work.getByText('Password Protected')).toBeInTheDocument();
    expect(work.getByText('Locked by plan')).toBeInTheDocument();
    expect(within(rowOf('Home')).getByText('Published')).toBeInTheDocument();
    expect(within(rowOf('Home')).queryByText('Locked by plan')).not.toBeInTheDocument();
    expect(work.getByRole('button', { name: 'Reorder Work' })).toBeInTheDocument();
    expect(work.getByRole('link', { name: 'Edit Work' })).toHaveAttribute(
      'href',
      `/dashboard/pages/${pages[1]!.id}/edit`,
    );
    const view = within(rowOf('Home')).getByRole('link', { name: 'View Home (opens in a new tab)' });
    expect(view).toHaveAttribute('href', `${window.location.origin}/public/ama/pages/home`);
    expect(view).toHaveAttribute('target', '_blank');
    // A draft, or a page past the plan's limit, has nothing at its public address yet: nothing to view or share.
    expect(work.queryByRole('link', { name: /^View / })).not.toBeInTheDocument();
    expect(work.queryByRole('button', { name: /Copy public URL/ })).not.toBeInTheDocument();
    expect(within(rowOf('Contact')).queryByRole('link', { name: /^View / })).not.toBeInTheDocument();
    expect(screen.getByText(/3 of 10 pages used/)).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the empty state', async () => {
    renderPages('/dashboard/pages', { api: listed([]) });
    expect(screen.getByRole('status', { name: 'Loading pages' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No pages yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Page' })).toHaveAttribute('href', '/dashboard/pages/new');
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    let reply = fail(500, 'INTERNAL', 'Internal server error');
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages', { api: { 'GET /api/pages': () => reply } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pages');
    reply = ok({ pages: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No pages yet' })).toBeInTheDocument();
    expect(calls.sent('GET /api/pages')).toHaveLength(2);
  });

  it('disables Create at the STARTER limit of 3 pages and links to the plans', async () => {
    const notice = 'You have reached the page limit for your plan (3 pages). Upgrade to create more.';
    renderPages('/dashboard/pages', { tier: 'STARTER', api: listed(threePages()) });
    const create = await screen.findByRole('button', { name: 'Create Page' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(`${notice} Upgrade`);
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard/subscription');
  });

  it('keeps Create available on unlimited plans', async () => {
    renderPages('/dashboard/pages', { tier: 'BLAZE', api: listed(threePages()) });
    expect(await screen.findByText(/^3 pages\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Page' })).toHaveAttribute('href', '/dashboard/pages/new');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('asks before deleting, then deletes and says so', async () => {
    const pages = threePages();
    const deletePath = `DELETE /api/pages/${pages[2]!.id}`;
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages', {
      tier: 'RISE',
      api: { ...listed(pages), [deletePath]: ok(null) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete page?' });
    expect(dialog).toHaveTextContent('"Contact" will be deleted permanently. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(deletePath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Contact' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete page' }));
    expect(await screen.findByText('Page deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent(deletePath)).toHaveLength(1);
  });

  it('reports a failed delete and keeps the dialog open', async () => {
    const pages = threePages();
    const user = userEvent.setup();
    renderPages('/dashboard/pages', {
      tier: 'RISE',
      api: { ...listed(pages), [`DELETE /api/pages/${pages[0]!.id}`]: fail(404, 'NOT_FOUND', 'Page not found') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Home' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete page' }));
    const toast = (await screen.findByText('Failed to delete page')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('Page not found');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('publishes and unpublishes from the list', async () => {
    const pages = threePages();
    const publish = `PUT /api/pages/${pages[2]!.id}`;
    const unpublish = `PUT /api/pages/${pages[0]!.id}`;
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages', {
      tier: 'RISE',
      api: {
        ...listed(pages),
        [publish]: ok({ page: { ...pages[2], isPublished: true } }),
        [unpublish]: fail(500, 'INTERNAL', 'Internal server error'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish Contact' }));
    expect(await screen.findByText('Page updated successfully!')).toBeInTheDocument();
    expect(calls.sent(publish)).toEqual([{ isPublished: true }]);

    await user.click(screen.getByRole('button', { name: 'Unpublish Home' }));
    expect(await screen.findByText('Failed to update page')).toBeInTheDocument();
    expect(calls.sent(unpublish)).toEqual([{ isPublished: false }]);
  });

  it('copies the public URL', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages', { tier: 'RISE', username: 'ama', api: listed(threePages()) });
    await user.click(await screen.findByRole('button', { name: 'Copy public URL of Home' }));
    expect(await screen.findByText('URL copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/public/ama/pages/home`);
  });

  it('offers no public links until the owner has a username', async () => {
    renderPages('/dashboard/pages', { username: null, api: listed(threePages()) });
    await screen.findAllByRole('listitem');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Set your username' })).toHaveAttribute('href', '/dashboard/profile'),
    );
    expect(screen.queryByRole('button', { name: /Copy public URL/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View / })).not.toBeInTheDocument();
  });
});
