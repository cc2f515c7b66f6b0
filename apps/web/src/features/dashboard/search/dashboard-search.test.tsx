import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { renderDashboard } from '../test/render-dashboard';
import { searchDashboard } from './search-dashboard';

const pages = [
  { id: 'p1', title: 'My Gallery of Work' },
  { id: 'p2', title: 'About me' },
];

describe('searchDashboard', () => {
  it('matches sections by label or description and pages by title, ignoring case', () => {
    expect(searchDashboard('GALL', pages).map((r) => r.label)).toEqual(['Gallery', 'My Gallery of Work']);
    expect(searchDashboard('billing', pages).map((r) => r.to)).toEqual(['/dashboard/subscription']);
    expect(searchDashboard('about', pages)).toEqual([
      { id: 'page:p2', label: 'About me', hint: 'Page', to: '/dashboard/pages/p2/edit' },
    ]);
    expect(searchDashboard('   ', pages)).toEqual([]);
  });
});

describe('dashboard search box', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists matches, moves with the arrow keys and opens the highlighted page with Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings', { api: { 'GET /api/pages': ok({ pages }) } });
    const box = screen.getByRole('combobox', { name: 'Search the dashboard' });
    expect(box).toHaveAttribute('placeholder', 'Search pages, gallery, settings...');
    await user.type(box, 'gall');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: 'My Gallery of Work, Page' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Gallery, Photos & media' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const pageOption = screen.getByRole('option', { name: 'My Gallery of Work, Page' });
    expect(pageOption).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', pageOption.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Gallery, Photos & media' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/dashboard/pages/p1/edit');
    expect(box).toHaveValue('');
  });

  it('opens a result on click', async () => {
    const user = userEvent.setup();
    const { router } = renderDashboard('/dashboard/settings');
    await user.type(screen.getByRole('combobox'), 'plans');
    await user.click(screen.getByRole('option', { name: 'Subscription, Plans & billing' }));
    expect(router.state.location.pathname).toBe('/dashboard/subscription');
  });

  it('still searches the sections when the pages cannot be loaded, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard/settings', {
      api: { 'GET /api/pages': fail(500, 'INTERNAL', 'Internal server error') },
    });
    const box = screen.getByRole('combobox');
    await user.type(box, 'about');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    await user.clear(box);
    await user.type(box, 'resume');
    expect(screen.getByRole('option', { name: 'Resume, Create & manage resume' })).toBeInTheDocument();
  });
});
