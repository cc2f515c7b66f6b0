import { DATA_EXPORT_MESSAGES as M, type ImportResult } from '@sparklink/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { aUser, ok } from '../../test/owner-fakes';
import { confirmIdentity, renderSettings } from './test/render-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the export with `answer`; every other call goes to the stubbed API. */
function answerExport(answer: () => Response) {
  const api = vi.mocked(fetch);
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (url !== '/api/account/export') return api(url, init);
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
  return calls;
}

function captureDownloads() {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:zip', configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  const saved: Array<{ href: string; download: string }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
/** Picks an archive in the hidden file input, confirms who it is; resolves with the upload it starts. */
async function chooseArchive(): Promise<FakeXhr> {
  fireEvent.change(screen.getByLabelText('Choose an export archive'), {
    target: { files: [new File([ZIP], 'sparklink-export-ama.zip', { type: 'application/zip' })] },
  });
  await confirmIdentity(userEvent.setup());
  await waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
}

describe('settings: your data', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('downloads the archive with the session token, under the server file name', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    renderSettings();
    const calls = answerExport(
      () =>
        new Response(ZIP, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="sparklink-export-ama-2026-03-01.zip"',
          },
        }),
    );
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:zip', download: 'sparklink-export-ama-2026-03-01.zip' }]));
    expect(calls[0]!.init.headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it('says why an export was refused', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    renderSettings();
    const body = { status: 'ERROR', code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
    answerExport(() => new Response(JSON.stringify(body), { status: 429 }));
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    const toast = (await screen.findByText('Export failed')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('Too many requests. Please try again later.');
    expect(saved).toEqual([]);
  });

  it('imports a chosen archive with progress and shows what came in and what was left out', async () => {
    renderSettings({ api: { 'GET /api/auth/me': ok({ user: aUser() }) } });
    await screen.findByRole('button', { name: 'Import' });
    const xhr = await chooseArchive();
    expect(xhr.url).toBe('/api/account/import');
    expect((xhr.body?.get('archive') as File).name).toBe('sparklink-export-ama.zip');
    act(() => xhr.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading the archive' })).toHaveAttribute('aria-valuenow', '40');

    const result: ImportResult = {
      imported: { profile: true, socialLinks: 5, pages: 3, galleryItems: 1, resume: true, settings: true },
      leftOut: [{ kind: 'page', name: 'four', reason: M.leftOverPlanPages }],
    };
    act(() => xhr.respond(200, { status: 'SUCCESS', message: M.imported, data: result }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.imported);
    expect(
      screen.getByText(
        'Restored your profile, 3 pages, 5 social links, 1 gallery item, your resume and your settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Not restored as it was' })).toHaveTextContent(
      `Page “four”: ${M.leftOverPlanPages}`,
    );
  });

  it("shows the server's refusal of an import", async () => {
    renderSettings();
    await screen.findByRole('button', { name: 'Import' });
    const xhr = await chooseArchive();
    act(() => xhr.respond(409, { status: 'ERROR', code: 'CONFLICT', message: M.accountNotEmpty }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.accountNotEmpty);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
