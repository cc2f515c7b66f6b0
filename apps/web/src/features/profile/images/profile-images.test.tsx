import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { aProfile, ok } from '../../../test/owner-fakes';
import { renderProfile } from '../test/render-profile';

const choose = (label: string) =>
  fireEvent.change(screen.getByLabelText(label), {
    target: { files: [new File(['img'], 'me.png', { type: 'image/png' })] },
  });

describe('profile images', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the profile picture with progress, then shows it in the session and says so', async () => {
    renderProfile();
    await screen.findByText('Recommended 400x400 px');
    expect(screen.getByText('Recommended 1500x500 px')).toBeInTheDocument();
    choose('Profile picture');

    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe('/api/profile/upload/profile-picture');
    expect(xhr.body?.get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute('src', 'blob:preview');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Profile picture upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    act(() =>
      xhr.respond(200, {
        status: 'SUCCESS',
        message: 'Profile picture uploaded successfully',
        data: { imageUrl: 'https://media.test/p.webp', user: {} },
      }),
    );
    expect(await screen.findByText('Profile picture updated successfully!')).toBeInTheDocument();
    expect(screen.getByTestId('session-picture')).toHaveTextContent('https://media.test/p.webp');
    expect(screen.getByRole('img', { name: 'Profile picture preview' })).toHaveAttribute(
      'src',
      'https://media.test/p.webp',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's message when the cover upload is refused, and keeps the old cover", async () => {
    renderProfile({
      api: { 'GET /api/profile': ok(aProfile({}, { backgroundImage: 'https://media.test/old.webp' })) },
    });
    await screen.findByText('Recommended 1500x500 px');
    choose('Cover image');
    expect(FakeXhr.last!.url).toBe('/api/profile/upload/background-image');
    act(() =>
      FakeXhr.last!.respond(415, {
        status: 'ERROR',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG, WebP or GIF images are allowed',
      }),
    );
    expect(await screen.findByText('Only JPEG, PNG, WebP or GIF images are allowed')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute(
      'src',
      'https://media.test/old.webp',
    );
  });

  it('says the cover image was updated, by the name of its field', async () => {
    renderProfile();
    await screen.findByText('Recommended 1500x500 px');
    choose('Cover image');
    act(() => FakeXhr.last!.respond(200, { status: 'SUCCESS', data: { imageUrl: 'https://media.test/c.webp' } }));
    expect(await screen.findByText('Cover image updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover image preview' })).toHaveAttribute(
      'src',
      'https://media.test/c.webp',
    );
  });
});
