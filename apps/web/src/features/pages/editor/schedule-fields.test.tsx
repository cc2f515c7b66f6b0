import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSettings, ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

// The owner's zone is Accra (UTC+0) in the fakes; Berlin here makes the conversion visible.
const berlin = () => {
  const settings = defaultSettings();
  return ok({ ...settings, appearance: { ...settings.appearance, timeZone: 'Europe/Berlin' } });
};

describe('the page editor’s schedule (BLAZE, decision 056)', () => {
  it('shows times in the owner’s time zone and sends them as UTC instants', async () => {
    const user = userEvent.setup();
    const created = makePage({ title: 'Launch', slug: 'launch' });
    const { calls } = renderPages('/dashboard/pages/new', {
      tier: 'BLAZE',
      api: {
        'GET /api/settings': berlin(),
        'POST /api/pages': { status: 201, body: { status: 'SUCCESS', data: { page: created } } },
      },
    });
    expect(
      await screen.findByText(
        'Times are in your time zone, Europe/Berlin. Leave a field empty for no limit. The page must also be published.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Launch');
    const publishAt = screen.getByLabelText('Publish at');
    await user.type(publishAt, '2030-12-03T18:00');
    expect(publishAt).toHaveValue('2030-12-03T18:00');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));
    await waitFor(() => expect(calls.sent('POST /api/pages')).toHaveLength(1));
    // 18:00 in Berlin in December is 17:00 UTC.
    expect(calls.sent('POST /api/pages')[0]).toMatchObject({ publishAt: '2030-12-03T17:00:00.000Z' });
  });

  it('says when the end is not after the start, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages('/dashboard/pages/new', { tier: 'BLAZE', api: { 'GET /api/settings': berlin() } });
    await user.type(screen.getByLabelText('Title'), 'Launch');
    await user.type(screen.getByLabelText('Publish at'), '2030-12-03T18:00');
    await user.type(screen.getByLabelText('Unpublish at'), '2030-12-03T17:00');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByText('Unpublish at must be after Publish at')).toBeInTheDocument();
    expect(calls.sent('POST /api/pages')).toHaveLength(0);
  });

  it('locks the fields below BLAZE with the reason and the way to upgrade', () => {
    renderPages('/dashboard/pages/new', { tier: 'RISE' });
    expect(screen.getByLabelText('Publish at')).toBeDisabled();
    expect(screen.getByLabelText('Unpublish at')).toBeDisabled();
    expect(screen.getByText('Scheduled publishing requires a BLAZE subscription')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to BLAZE' })).toHaveAttribute('href', '/dashboard/subscription');
  });
});

describe('the page list’s schedule badges', () => {
  it('shows "Scheduled for" and "Ends" in the owner’s time zone', async () => {
    const page = makePage({
      title: 'Launch',
      isPublished: true,
      publishAt: '2030-12-03T17:00:00.000Z',
      unpublishAt: '2030-12-10T17:30:00.000Z',
    });
    renderPages('/dashboard/pages', {
      tier: 'BLAZE',
      api: { 'GET /api/settings': berlin(), 'GET /api/pages': ok({ pages: [page] }) },
    });
    expect(await screen.findByText('Scheduled for Tue 3 Dec, 18:00')).toBeInTheDocument();
    expect(screen.getByText('Ends Tue 10 Dec, 18:30')).toBeInTheDocument();
  });
});
