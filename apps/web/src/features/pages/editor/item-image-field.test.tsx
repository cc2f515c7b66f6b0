import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { ok } from '../../../test/owner-fakes';
import { makePage } from '../test/page-factory';
import { renderPages } from '../test/render-pages';

const page = makePage({
  title: 'Work',
  slug: 'work',
  type: 'PROJECTS',
  content: { sections: [{ title: 'Projects', items: [{ title: 'Logo' }] }] },
});
const getPage = `GET /api/pages/${page.id}`;
const putPage = `PUT /api/pages/${page.id}`;
const stored = `https://media.test/page-images/${page.id}/a.webp`;
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe("a page item's image (decision 054)", () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a chosen file to the page and saves its stored address as the item image', async () => {
    const user = userEvent.setup();
    const { calls } = renderPages(`/dashboard/pages/${page.id}/edit`, {
      api: { [getPage]: ok({ page }), [putPage]: ok({ page }), 'GET /api/pages': ok({ pages: [page] }) },
    });
    await user.upload(await screen.findByLabelText('Upload an image for Section 1 item 1'), png());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(`/api/pages/${page.id}/images`);
    expect(xhr.body?.get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading the image…');
    expect(screen.getByLabelText('Upload an image for Section 1 item 1')).toBeDisabled();

    act(() =>
      xhr.respond(200, {
        status: 'SUCCESS',
        message: 'Image uploaded successfully',
        data: { image: { url: stored, previewUrl: `${stored}?exp=1&sig=x` } },
      }),
    );
    expect(await screen.findByText('Image uploaded. Save the page to show it.')).toBeInTheDocument();
    // Shown as an image, never as its storage address.
    expect(screen.getByText('Uploaded image')).toBeInTheDocument();
    expect(screen.queryByLabelText('Section 1 item 1 image URL')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(stored)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.sent(putPage)).toHaveLength(1));
    expect(calls.sent(putPage)[0]).toMatchObject({
      content: { sections: [{ title: 'Projects', items: [{ title: 'Logo', image: stored }] }] },
    });
  });

  it("says which types are accepted when the server refuses the file, and keeps the field's address", async () => {
    const user = userEvent.setup();
    const withImage = makePage({
      ...page,
      content: { sections: [{ items: [{ title: 'Logo', image: 'https://img.example/old.png' }] }] },
    });
    renderPages(`/dashboard/pages/${page.id}/edit`, { api: { [getPage]: ok({ page: withImage }) } });
    await user.upload(await screen.findByLabelText('Upload an image for Section 1 item 1'), png());
    act(() =>
      FakeXhr.last!.respond(415, {
        status: 'ERROR',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG, WebP or GIF images are allowed',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images are allowed');
    expect(screen.getByLabelText('Section 1 item 1 image URL')).toHaveValue('https://img.example/old.png');
    expect(screen.getByLabelText('Upload an image for Section 1 item 1')).toBeEnabled();
  });

  it('offers no upload on a page not created yet, and says how to get one', async () => {
    const user = userEvent.setup();
    renderPages('/dashboard/pages/new');
    await user.click(screen.getByRole('button', { name: 'Add item to Section 1' }));
    expect(screen.getByText('Save the page to upload an image; until then, paste an image URL.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Upload an image for/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Section 1 item 1 image URL')).toBeInTheDocument();
  });

  it('removes an uploaded image, giving the address field back', async () => {
    const user = userEvent.setup();
    const withUpload = makePage({ ...page, content: { sections: [{ items: [{ title: 'Logo', image: stored }] }] } });
    const { calls } = renderPages(`/dashboard/pages/${page.id}/edit`, {
      api: { [getPage]: ok({ page: withUpload }), [putPage]: ok({ page }), 'GET /api/pages': ok({ pages: [page] }) },
    });
    expect(await screen.findByText('Uploaded image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove the image of Section 1 item 1' }));
    expect(screen.getByLabelText('Section 1 item 1 image URL')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.sent(putPage)).toHaveLength(1));
    expect(JSON.stringify(calls.sent(putPage)[0])).not.toContain(stored);
  });
});
