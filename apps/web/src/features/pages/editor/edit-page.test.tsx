import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

const page = makePage({
  title: 'About me',
  slug: 'about',
  type: 'ABOUT',
  isPublished: true,
  isPasswordProtected: true,
  content: {
    headline: 'Hi',
    theme: 'dark',
    sections: [
      { type: 'text', title: 'Story', content: 'Long ago', items: [{ title: 'A', link: 'https://a.example' }] },
    ],
  },
});
const getPage = `GET /api/pages/${page.id}`;
const putPage = `PUT /api/pages/${page.id}`;
const editPath = `/dashboard/pages/${page.id}/edit`;

describe('editing a page', () => {
  it('loads the page into the form and keeps its slug when the title changes', async () => {
    const user = userEvent.setup();
    renderPages(editPath, { tier: 'RISE', api: { [getPage]: ok({ page }) } });
    expect(await screen.findByLabelText('Title')).toHaveValue('About me');
    expect(screen.getByLabelText('Page type')).toHaveValue('ABOUT');
    expect(screen.getByLabelText('Headline')).toHaveValue('Hi');
    expect(screen.getByLabelText('Section 1 title (optional)')).toHaveValue('Story');
    expect(screen.getByLabelText('Section 1 item 1 link URL')).toHaveValue('https://a.example');
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Password protection' })).toBeChecked();
    expect(screen.getByLabelText('Page password')).toHaveAccessibleDescription(
      'Leave blank to keep the current password.',
    );
    await user.type(screen.getByLabelText('Title'), ' and more');
    expect(screen.getByLabelText('Slug')).toHaveValue('about');
  });

  it('saves without a new password, keeping unknown content keys, and returns to the list', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderPages(editPath, {
      tier: 'RISE',
      api: { [getPage]: ok({ page }), [putPage]: ok({ page }), 'GET /api/pages': ok({ pages: [page] }) },
    });
    await user.type(await screen.findByLabelText('Headline'), ' there');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Page updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pages'));
    expect(calls.sent(putPage)).toEqual([
      {
        type: 'ABOUT',
        title: 'About me',
        slug: 'about',
        isPublished: true,
        content: {
          headline: 'Hi there',
          theme: 'dark',
          sections: [
            // Sent normalised, as the server stores it (decision 036): a bare host gains "/".
            { type: 'text', title: 'Story', content: 'Long ago', items: [{ title: 'A', link: 'https://a.example/' }] },
          ],
        },
      },
    ]);
  });

  it('asks before going back to the list with unsaved changes, and goes on Leave', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderPages(editPath, {
      tier: 'RISE',
      api: { [getPage]: ok({ page }), 'GET /api/pages': ok({ pages: [page] }) },
    });
    await user.type(await screen.findByLabelText('Headline'), ' there');
    await user.click(screen.getByRole('link', { name: 'Back to pages' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toHaveAccessibleDescription(
      'You have unsaved changes. If you leave now, they will be lost.',
    );
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(editPath);
    expect(screen.getByLabelText('Headline')).toHaveValue('Hi there');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pages'));
    expect(calls.sent(putPage)).toEqual([]);
  });

  it('goes back to the list without asking when nothing changed', async () => {
    const user = userEvent.setup();
    const { router } = renderPages(editPath, {
      tier: 'RISE',
      api: { [getPage]: ok({ page }), 'GET /api/pages': ok({ pages: [page] }) },
    });
    await user.click(await screen.findByRole('link', { name: 'Back to pages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pages'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends protection off without a password when the switch is turned off', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages(editPath, {
      tier: 'STARTER',
      api: { [getPage]: ok({ page }), [putPage]: ok({ page: { ...page, isPasswordProtected: false } }) },
    });
    const protection = await screen.findByRole('switch', { name: 'Password protection' });
    expect(protection).toBeEnabled(); // protected before a downgrade: it may still be switched off
    await user.click(protection);
    expect(screen.queryByLabelText('Page password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.sent(putPage)).toHaveLength(1));
    expect(calls.sent(putPage)[0]).toMatchObject({ isPasswordProtected: false });
    expect(calls.sent(putPage)[0]).not.toHaveProperty('password');
  });

  it('sends a new password when one is typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages(editPath, {
      tier: 'BLAZE',
      api: { [getPage]: ok({ page }), [putPage]: ok({ page }) },
    });
    await user.type(await screen.findByLabelText('Page password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.sent(putPage)).toHaveLength(1));
    expect(calls.sent(putPage)[0]).toMatchObject({ isPasswordProtected: true, password: 'new-secret' });
  });

  it('shows the server message when saving fails and stays on the form', async () => {
    const user = userEvent.setup();
    const { router } = renderPages(editPath, {
      tier: 'RISE',
      api: { [getPage]: ok({ page }), [putPage]: fail(500, 'INTERNAL', 'Internal server error') },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const toast = (await screen.findByText('Failed to save page')).closest('[data-toast-type]');
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(toast).toHaveTextContent('Internal server error');
    expect(router.state.location.pathname).toBe(editPath);
  });

  it('says when the page does not exist', async () => {
    renderPages('/dashboard/pages/missing/edit', {
      api: { 'GET /api/pages/missing': fail(404, 'NOT_FOUND', 'Page not found') },
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pages' })).toHaveAttribute('href', '/dashboard/pages');
  });
});
