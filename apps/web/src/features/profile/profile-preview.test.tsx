import { MESSAGES } from '@sparklink/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProfile, fail, ok } from '../../test/owner-fakes';
import { renderProfile } from './test/render-profile';

const links = [
  {
    id: 'l1',
    platform: 'github' as const,
    kind: 'github' as const,
    url: 'https://github.com/ama',
    title: null,
    thumbnailUrl: null,
    phone: null,
    message: null,
    order: 0,
    relMe: false,
  },
];
/** A screen as wide as a laptop's (true) or a phone's (false), as matchMedia reports it. */
function screenIsWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: media.includes('min-width') ? wide : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
const frameHtml = () => screen.getByTitle('Preview of your public portfolio').getAttribute('srcdoc') ?? '';

describe('live preview beside the profile editor', () => {
  beforeEach(() => screenIsWide(true));
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the server renders of the unsaved fields, and changes as the owner types', async () => {
    const user = userEvent.setup();
    // The fake server renders the bio it was sent, as the real one renders the whole draft.
    let sent: () => { profile?: { bio?: string }; links?: unknown[] }[] = () => [];
    const view = renderProfile({
      api: {
        'GET /api/profile': ok(aProfile({}, { bio: 'Saved bio', socialLinks: links })),
        'POST /api/profile/preview': () =>
          ok({ html: `<html><body><p>${sent().at(-1)?.profile?.bio}</p></body></html>` }),
      },
    });
    sent = () => view.calls.sent('POST /api/profile/preview');

    await waitFor(() => expect(frameHtml()).toContain('<p>Saved bio</p>'));
    const bio = screen.getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Weaver of kente');
    await waitFor(() => expect(frameHtml()).toContain('<p>Weaver of kente</p>'));
    // One request a pause in typing, not one a keystroke; the saved links go with every draft.
    expect(sent().length).toBeLessThan(5);
    expect(sent().at(-1)?.links).toMatchObject([
      { id: 'l1', kind: 'github', url: 'https://github.com/ama', order: 0, relMe: false },
    ]);
    expect(screen.getByText('Shows your unsaved changes. Visitors see them once you save.')).toBeInTheDocument();
  });

  it('leaves out a link whose address is not finished instead of losing the whole preview', async () => {
    const user = userEvent.setup();
    const view = renderProfile({
      api: {
        'GET /api/profile': ok(aProfile({}, { socialLinks: links })),
        'POST /api/profile/preview': ok({ html: '<p>ok</p>' }),
      },
    });
    await screen.findByLabelText('Bio');
    await user.click(screen.getByRole('button', { name: /Add Link/ }));
    await waitFor(() => expect(view.calls.sent('POST /api/profile/preview').length).toBeGreaterThan(0));
    expect(view.calls.sent('POST /api/profile/preview').at(-1).links).toHaveLength(1);
  });

  it('says why when there is no preview yet, in the reader’s words', async () => {
    renderProfile({
      api: {
        'GET /api/profile': ok(aProfile()),
        'POST /api/profile/preview': fail(409, 'CONFLICT', MESSAGES.previewNeedsUsername),
      },
    });
    expect(await screen.findByText(MESSAGES.previewNeedsUsername)).toBeInTheDocument();
  });
});

describe('live preview on a phone', () => {
  beforeEach(() => screenIsWide(false));
  afterEach(() => vi.unstubAllGlobals());

  it('stays behind a Preview button, asks for nothing until opened, and closes back to the editor', async () => {
    const user = userEvent.setup();
    const view = renderProfile({
      api: {
        'GET /api/profile': ok(aProfile({}, { bio: 'Saved bio' })),
        'POST /api/profile/preview': ok({ html: '<p>Phone preview</p>' }),
      },
    });
    await screen.findByLabelText('Bio');
    expect(screen.queryByTitle('Preview of your public portfolio')).not.toBeInTheDocument();
    expect(view.calls.sent('POST /api/profile/preview')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    await waitFor(() => expect(frameHtml()).toContain('<p>Phone preview</p>'));
    await user.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveFocus();
  });
});
