import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { ok } from '../../../test/owner-fakes';
import { aResumeInfo, noResume } from '../test/resume-factory';
import { renderResume } from '../test/render-resume';

const pdf = (name = 'My CV.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const png = () => new File(['png'], 'photo.png', { type: 'image/png' });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Resume file'), { target: { files: [file] } });
const drop = (file: File) =>
  fireEvent.drop(screen.getByTestId('resume-drop-zone'), { dataTransfer: { files: [file] } });

async function openDialog(info = noResume()) {
  const user = userEvent.setup();
  const view = renderResume({ api: { 'GET /api/resume/info': ok(info) } });
  await user.click(await screen.findByRole('button', { name: 'Upload New Resume' }));
  return { user, view, dialog: within(screen.getByRole('dialog')) };
}

describe('resume upload dialog', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes PDFs only, states the 10MB limit, and says why any other file is not taken', async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole('dialog', { name: 'Upload Resume' })).toBeInTheDocument();
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', 'application/pdf');
    expect(dialog.getByRole('button', { name: 'Choose PDF' })).toHaveAccessibleDescription(
      'PDF only. Maximum file size: 10MB.',
    );
    expect(dialog.getByText('Drag and drop your PDF here, or')).toBeInTheDocument();
    choose(png());
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'photo.png is not a PDF. Only PDF files can be uploaded as a resume.',
    );
    drop(png());
    expect(dialog.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(FakeXhr.last).toBeUndefined();

    drop(pdf('Dropped.pdf'));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByText(/Selected:/)).toHaveTextContent('Selected: Dropped.pdf (8 B)');
    expect(dialog.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('offers only the picker on a touch screen, where nothing can be dropped', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(hover: none) and (pointer: coarse)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { dialog } = await openDialog();
    expect(dialog.queryByText(/Drag and drop/)).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Choose PDF' })).toBeInTheDocument();
  });

  it('refuses a PDF over 10MB before sending anything', async () => {
    const { dialog } = await openDialog();
    choose(pdf('huge.pdf', 10 * 1024 * 1024 + 1));
    expect(dialog.getByRole('alert')).toHaveTextContent('Resume must be 10MB or smaller');
    expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    choose(pdf('fits.pdf', 10 * 1024 * 1024));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByText(/Selected:/)).toHaveTextContent('fits.pdf (10.0 MB)');
  });

  it('uploads with progress, says so, closes and shows the new resume', async () => {
    const { user, dialog } = await openDialog();
    choose(pdf());
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/resume/upload');
    expect((xhr.body?.get('resume') as File).name).toBe('My CV.pdf');
    act(() => xhr.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute('aria-valuenow', '30');

    const info = aResumeInfo({ originalName: 'My CV.pdf', downloadCount: 0 });
    act(() => xhr.respond(200, { status: 'SUCCESS', message: 'Resume uploaded successfully', data: info }));
    expect(await screen.findByText('Resume uploaded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'My CV.pdf' })).toHaveTextContent('0 downloads');
  });

  it("shows the server's reason when the upload is refused, and stays open", async () => {
    const { user, dialog } = await openDialog(aResumeInfo());
    expect(screen.getByRole('dialog', { name: 'Replace Resume' })).toBeInTheDocument();
    choose(pdf('renamed.pdf'));
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    act(() =>
      FakeXhr.last!.respond(415, {
        status: 'ERROR',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only PDF files are allowed for resume upload',
      }),
    );
    const toast = (await screen.findByText('Failed to upload resume')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('Only PDF files are allowed for resume upload');
    expect(screen.getByRole('dialog', { name: 'Replace Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
