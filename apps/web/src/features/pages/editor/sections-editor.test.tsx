import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

afterEach(() => vi.unstubAllGlobals());

const sectionTitles = () =>
  screen.getAllByLabelText(/^Section \d+ title/).map((input) => (input as HTMLInputElement).value);

describe('the sections editor', () => {
  it('adds, moves and removes sections', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');
    await user.type(screen.getByLabelText('Section 1 title (optional)'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getByLabelText('Section 2 title (optional)')).toHaveFocus();
    await user.keyboard('Second');
    expect(sectionTitles()).toEqual(['First', 'Second']);
    expect(screen.getByRole('button', { name: 'Move Section 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Section 2 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Section 2 up' }));
    expect(sectionTitles()).toEqual(['Second', 'First']);
    await user.click(screen.getByRole('button', { name: 'Move Section 1 down' }));
    expect(sectionTitles()).toEqual(['First', 'Second']);

    await user.click(screen.getByRole('button', { name: 'Remove Section 1' }));
    expect(sectionTitles()).toEqual(['Second']);
    await user.click(screen.getByRole('button', { name: 'Remove Section 1' }));
    expect(screen.getByText('This page has no sections yet. Add one to write its content.')).toBeInTheDocument();
  });

  it('limits section text to 5000 characters and item URLs to http(s)', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages/new');
    await user.type(screen.getByLabelText('Title'), 'About');
    await user.click(screen.getByLabelText('Section 1 content'));
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('5001/5000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add item to Section 1' }));
    await user.type(screen.getByLabelText('Section 1 item 1 image URL'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));

    expect(await screen.findByText('Content must be less than 5000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Section 1 item 1 image URL')).toHaveAccessibleDescription(
      'Enter a valid URL starting with http:// or https://',
    );
    expect(calls.sent('POST /api/pages')).toHaveLength(0);
  });

  it('removes an item from its section', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');
    await user.click(screen.getByRole('button', { name: 'Add item to Section 1' }));
    await user.click(screen.getByRole('button', { name: 'Add item to Section 1' }));
    await user.type(screen.getByLabelText('Section 1 item 2 title'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Remove Section 1 item 1' }));
    expect(screen.getByLabelText('Section 1 item 1 title')).toHaveValue('Kept');
    expect(screen.queryByLabelText('Section 1 item 2 title')).not.toBeInTheDocument();
  });

  it('opens an older page whose content is plain text as one section', async () => {
    const page = makePage({ title: 'Old', content: 'Hello from before' });
    renderPages(`/dashboard/pages/${page.id}/edit`, { api: { [`GET /api/pages/${page.id}`]: ok({ page }) } });
    const content = await screen.findByLabelText('Section 1 content');
    expect(content).toHaveValue('Hello from before');
    expect(within(content.closest('li')!).getByText('17/5000 characters')).toBeInTheDocument();
  });
});
