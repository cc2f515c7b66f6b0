import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { makeItem } from '../test/item-factory';
import { LIST, listed, renderGallery } from '../test/render-gallery';

const image = (name: string) => new File(['img'], name, { type: 'image/png' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.defineProperty(URL, 'createObjectURL', { value: (file: File) => `blob:${file.name}`, configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

async function openUpload() {
  const user = userEvent.setup();
  const view = renderGallery({ [LIST]: listed([makeItem({ title: 'Harbour' })]) });
  await user.click(await screen.findByRole('button', { name: 'Upload Images' }));
  return { user, ...view, dialog: screen.getByRole('dialog', { name: 'Upload Images' }) };
}

const drop = (files: File[]) =>
  fireEvent.drop(screen.getByTestId('gallery-drop-zone'), { dataTransfer: { files, types: ['Files'] } });
/** The toasts on screen (the gallery has other status regions). */
const toasts = () => [...document.querySelectorAll('[data-toast-type]')];
const row = (fileName: string) => screen.getByRole('group', { name: fileName });

/** The upload answered by the fake XHR after `previous`: uploads go one after another. */
async function nextUpload(previous?: FakeXhr) {
  await waitFor(() => expect(FakeXhr.last).not.toBe(previous));
  return FakeXhr.last!;
}

describe('upload dialog', () => {
  it('leaves out a dropped text file, saying which types are taken, and leaves each image untitled, offering its file name', async () => {
    const { user } = await openUpload();
    drop([image('sunset-beach.final.png'), new File(['notes'], 'notes.txt', { type: 'text/plain' })]);
    const rows = within(screen.getByRole('list', { name: 'Images to upload' })).getAllByRole('group');
    expect(rows).toHaveLength(1);
    expect(within(row('sunset-beach.final.png')).getByLabelText('Title')).toHaveValue('');
    expect(within(row('sunset-beach.final.png')).getByRole('switch', { name: 'Visible' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'notes.txt' })).not.toBeInTheDocument();
    const dialog = within(screen.getByRole('dialog', { name: 'Upload Images' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Not added: notes.txt. Only images can be uploaded here: JPEG, PNG, WebP or GIF.',
    );

    fireEvent.change(screen.getByLabelText('Choose images'), {
      target: {
        files: [
          image('studio.jpg'),
          new File(['{}'], 'data.json', { type: 'application/json' }),
          new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'Not added: data.json and cv.pdf. Only images can be uploaded here: JPEG, PNG, WebP or GIF.',
    );
    expect(within(row('studio.jpg')).getByLabelText('Title')).toHaveValue('');
    await user.click(within(row('studio.jpg')).getByRole('button', { name: 'Use the file name as title' }));
    expect(within(row('studio.jpg')).getByLabelText('Title')).toHaveValue('studio');
    expect(within(row('studio.jpg')).queryByRole('button', { name: 'Use the file name as title' })).toBeNull();
    expect(within(row('sunset-beach.final.png')).getByLabelText('Title')).toHaveValue('');
    expect(within(row('studio.jpg')).getByRole('img', { name: 'Preview of studio.jpg' })).toHaveAttribute(
      'src',
      'blob:studio.jpg',
    );
    expect(screen.getAllByRole('group')).toHaveLength(2);
    drop([image('more.png')]);
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers drag and drop where there is a mouse, and only the picker on a touch screen', async () => {
    await openUpload();
    const zone = within(screen.getByTestId('gallery-drop-zone'));
    expect(zone.getByText('Drag and drop images here, or')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(hover: none) and (pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Images' }));
    const touch = within(screen.getByTestId('gallery-drop-zone'));
    expect(touch.queryByText(/Drag and drop/)).not.toBeInTheDocument();
    expect(touch.getByRole('button', { name: 'Choose images' })).toBeInTheDocument();
  });

  it('checks every row’s title before sending anything', async () => {
    const { user } = await openUpload();
    drop([image('a.png'), image('b.png')]);
    const title = within(row('b.png')).getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'x'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: 'Upload all' }));
    expect(await within(row('b.png')).findByText('Title must be less than 100 characters')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(row('a.png')).getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('sends each image as its own request with its details, shows its progress and removes it when done', async () => {
    const { user, calls } = await openUpload();
    drop([image('sea.png'), image('hills.png')]);
    const sea = row('sea.png');
    await user.clear(within(sea).getByLabelText('Title'));
    await user.type(within(sea).getByLabelText('Title'), ' Sea at dawn ');
    await user.type(within(sea).getByLabelText('Description'), 'Early light');
    await user.type(within(sea).getByLabelText('Category'), 'Travel');
    await user.type(within(sea).getByLabelText('Tags'), ' coast, ,morning ');
    await user.click(within(sea).getByRole('switch', { name: 'Visible' }));
    await user.click(screen.getByRole('button', { name: 'Upload all' }));

    const first = await nextUpload();
    expect(first.url).toBe('/api/gallery/upload');
    expect(first.headers.Authorization).toBe('Bearer tok');
    expect(Object.fromEntries(first.body!.entries())).toEqual({
      title: 'Sea at dawn',
      description: 'Early light',
      category: 'Travel',
      tags: '["coast","morning"]',
      isVisible: 'false',
      image: expect.objectContaining({ name: 'sea.png' }),
    });
    act(() => first.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of Sea at dawn' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(row('hills.png')).queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => first.respond(201, { status: 'SUCCESS', data: makeItem({ title: 'Sea at dawn' }) }));

    const second = await nextUpload(first);
    expect(screen.queryByRole('group', { name: 'sea.png' })).not.toBeInTheDocument();
    // Left untitled: sent as no title, not as the file's name.
    expect(second.body!.get('title')).toBe('');
    expect(second.body!.get('isVisible')).toBe('true');
    act(() => second.respond(201, { status: 'SUCCESS', data: makeItem({ title: '' }) }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('2 images uploaded');
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.sent(LIST)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Upload Images' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps a refused image in the dialog with the server's reason while the others upload", async () => {
    const { user } = await openUpload();
    drop([image('huge.png'), image('ok.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload all' }));

    const first = await nextUpload();
    act(() =>
      first.respond(413, { status: 'ERROR', code: 'PAYLOAD_TOO_LARGE', message: 'File is too large (max 10MB)' }),
    );
    const second = await nextUpload(first);
    act(() => second.respond(201, { status: 'SUCCESS', data: makeItem({ title: 'ok' }) }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'ok.png' })).not.toBeInTheDocument());
    expect(within(row('huge.png')).getByRole('alert')).toHaveTextContent(
      'Failed to upload imageFile is too large (max 10MB)',
    );
    expect(within(row('huge.png')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Images' })).toBeInTheDocument();
    // One summary toast: the dialog is modal, so the toast is found by its text, not its role.
    expect(screen.getByText('1 of 2 images uploaded')).toBeInTheDocument();
    expect(
      screen.getByText('1 image could not be uploaded. It stays in the list with the reason, ready to try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 of 2 images uploaded').closest('[data-toast-type]')).toHaveAttribute(
      'data-toast-type',
      'warning',
    );
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeInTheDocument();
  });

  it('gives one image its own toast with its title', async () => {
    const { user } = await openUpload();
    drop([image('pier.png')]);
    await user.type(within(row('pier.png')).getByLabelText('Title'), 'Pier');
    await user.click(screen.getByRole('button', { name: 'Upload all' }));
    act(() => FakeXhr.last!.respond(201, { status: 'SUCCESS', data: makeItem({ title: 'Pier' }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Image uploaded successfully!Pier');
    expect(toasts()[0]).toHaveAttribute('data-toast-type', 'success');
  });

  it('gives five images one toast that counts them through, then one summary', async () => {
    const { user } = await openUpload();
    drop(['a', 'b', 'c', 'd', 'e'].map((name) => image(`${name}.png`)));
    await user.click(screen.getByRole('button', { name: 'Upload all' }));

    let previous: FakeXhr | undefined;
    for (const current of [1, 2, 3, 4, 5]) {
      const upload = await nextUpload(previous);
      expect(screen.getByText(`Uploading ${current} of 5 images…`)).toBeInTheDocument();
      expect(toasts()).toHaveLength(1);
      expect(toasts()[0]).toHaveAttribute('data-toast-type', 'info');
      act(() => upload.respond(201, { status: 'SUCCESS', data: makeItem({ title: '' }) }));
      previous = upload;
    }

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('5 images uploaded');
    expect(toasts()[0]).toHaveAttribute('role', 'status');
    expect(toasts()[0]).toHaveAttribute('data-toast-type', 'success');
  });

  it('says so in the one toast when none of several images could be uploaded', async () => {
    const { user } = await openUpload();
    drop([image('x.png'), image('y.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload all' }));
    const first = await nextUpload();
    act(() => first.respond(415, { status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported file' }));
    const second = await nextUpload(first);
    act(() => second.respond(415, { status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported file' }));

    expect(await screen.findByText('No images were uploaded')).toBeInTheDocument();
    expect(
      screen.getByText('2 images could not be uploaded. They stay in the list with the reason, ready to try again.'),
    ).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveAttribute('data-toast-type', 'error');
  });

  it('reports an upload that got no answer on its row', async () => {
    const { user } = await openUpload();
    drop([image('broken.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload all' }));
    act(() => FakeXhr.last!.onerror?.());
    expect(await within(row('broken.png')).findByRole('alert')).toHaveTextContent(
      'Failed to upload imageCould not reach the server. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Upload all' })).toBeEnabled();
  });
});
