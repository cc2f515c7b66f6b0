import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { aResumeInfo, noResume } from '../test/resume-factory';
import { renderResume } from '../test/render-resume';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INFO = 'GET /api/resume/info';
const SETTINGS = 'PUT /api/resume/settings';
const toastOf = (text: string) => screen.getByText(text).closest('[data-toast-type]');

describe('Resume screen', () => {
  it('shows the resume card, its stats, the share link and the quick actions', async () => {
    renderResume({ api: { [INFO]: ok(aResumeInfo()) } });
    const card = within(await screen.findByRole('article', { name: 'Ama CV 2025.pdf' }));
    expect(card.getByText('2.5 MB · Uploaded Mar 14, 2025')).toBeInTheDocument();
    expect(card.getByText('7 downloads')).toBeInTheDocument();
    expect(card.getByText('Public')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Public resume' })).toBeChecked();
    expect(card.getByRole('textbox', { name: 'Share link' })).toHaveValue('http://localhost:3000/public/ama/resume');

    const stats = within(screen.getByRole('region', { name: 'Resume Stats' }));
    expect(stats.getByText('Downloads').nextSibling).toHaveTextContent('7');
    expect(stats.getByText('Visibility').nextSibling).toHaveTextContent('Public');

    const actions = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(actions.getByRole('button', { name: 'Upload New Resume' })).toBeInTheDocument();
    expect(actions.getByRole('button', { name: 'Copy Share Link' })).toBeInTheDocument();
    const profile = actions.getByRole('link', { name: 'View Public Profile (opens in a new tab)' });
    expect(profile).toHaveAttribute('href', '/public/ama');
    expect(profile).toHaveAttribute('target', '_blank');
  });

  it('copies the share link from the card and from the quick actions', async () => {
    const user = userEvent.setup();
    renderResume({ api: { [INFO]: ok(aResumeInfo()) } });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('URL copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/public/ama/resume');
    await user.click(screen.getByRole('button', { name: 'Copy Share Link' }));
    expect(await screen.findAllByText('URL copied to clipboard!')).toHaveLength(2);
  });

  it('shows no share link while the resume is private', async () => {
    renderResume({ api: { [INFO]: ok(aResumeInfo({ isPublic: false })) } });
    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Private')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Public resume' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Share Link' })).not.toBeInTheDocument();
  });

  it('asks for a username before there is a public link', async () => {
    renderResume({ username: null, api: { [INFO]: ok(aResumeInfo({ fileUrl: null })) } });
    await screen.findByRole('article');
    expect(screen.getByRole('link', { name: 'Set your username' })).toHaveAttribute('href', '/dashboard/profile');
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Public Profile/ })).not.toBeInTheDocument();
  });

  it('shows the empty state, with an Upload button that opens the dialog', async () => {
    const user = userEvent.setup();
    renderResume({ api: { [INFO]: ok(noResume()) } });
    expect(await screen.findByRole('heading', { name: 'No resume yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resume Stats' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(screen.getByRole('dialog', { name: 'Upload Resume' })).toBeInTheDocument();
  });

  it('treats a 404 as no resume, and any other failure as a load error it can retry', async () => {
    renderResume({ api: { [INFO]: fail(404, 'NOT_FOUND', 'Route not found') } });
    expect(await screen.findByRole('heading', { name: 'No resume yet' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to load resume data" and tries again on request', async () => {
    let reply = fail(500, 'INTERNAL', 'Internal server error');
    const user = userEvent.setup();
    renderResume({ api: { [INFO]: () => reply } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load resume data');
    reply = ok(aResumeInfo());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ama CV 2025.pdf' })).toBeInTheDocument();
  });

  it('makes the resume private and public again, re-reading it each time', async () => {
    let info = aResumeInfo();
    const user = userEvent.setup();
    const { calls } = renderResume({
      api: {
        [INFO]: () => ok(info),
        [SETTINGS]: () => {
          const body = calls.sent(SETTINGS).at(-1) as { allowResumeDownload: boolean };
          info = aResumeInfo({ isPublic: body.allowResumeDownload });
          return ok(body, 'Resume settings updated successfully');
        },
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Public resume' });
    await user.click(toggle);
    expect(await screen.findByText('Resume is now private')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Resume is now public')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.sent(SETTINGS)).toEqual([{ allowResumeDownload: false }, { allowResumeDownload: true }]);
    expect(calls.sent(INFO)).toHaveLength(3);
  });

  it('reports a failed visibility change with the server reason', async () => {
    const user = userEvent.setup();
    renderResume({
      api: { [INFO]: ok(aResumeInfo()), [SETTINGS]: fail(404, 'NOT_FOUND', 'No resume uploaded yet') },
    });
    await user.click(await screen.findByRole('switch', { name: 'Public resume' }));
    expect(await screen.findByText('Failed to update resume visibility')).toBeInTheDocument();
    expect(toastOf('Failed to update resume visibility')).toHaveTextContent('No resume uploaded yet');
    expect(screen.getByRole('switch', { name: 'Public resume' })).toBeChecked();
  });

  it('asks before deleting, then deletes and shows the empty state', async () => {
    let info = aResumeInfo();
    const user = userEvent.setup();
    const { calls } = renderResume({
      api: {
        [INFO]: () => ok(info),
        'DELETE /api/resume': () => {
          info = noResume();
          return ok(null, 'Resume deleted successfully');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete resume?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent('DELETE /api/resume')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Resume deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No resume yet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.sent('DELETE /api/resume')).toHaveLength(1);
  });

  it('keeps the delete dialog open and says why when the delete fails', async () => {
    const user = userEvent.setup();
    renderResume({
      api: { [INFO]: ok(aResumeInfo()), 'DELETE /api/resume': fail(404, 'NOT_FOUND', 'No resume to delete') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Failed to delete resume')).toBeInTheDocument();
    expect(toastOf('Failed to delete resume')).toHaveTextContent('No resume to delete');
    expect(screen.getByRole('dialog', { name: 'Delete resume?' })).toBeInTheDocument();
  });
});
