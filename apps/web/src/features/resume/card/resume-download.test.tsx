import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/owner-fakes';
import { aResumeInfo } from '../test/resume-factory';
import { renderResume } from '../test/render-resume';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the download with `answer`; every other call goes to the stubbed API. */
function answerDownload(answer: () => Response) {
  const api = vi.mocked(fetch);
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (url !== '/api/resume/download') return api(url, init);
    calls.push(init);
    return Promise.resolve(answer());
  });
  return calls;
}

describe('downloading the resume from the dashboard', () => {
  it('fetches the PDF with the session token and saves it under its original name', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:resume', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = userEvent.setup();
    renderResume({ api: { 'GET /api/resume/info': ok(aResumeInfo()) } });
    const calls = answerDownload(
      () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:resume', download: 'Ama CV 2025.pdf' }]));
    expect(calls[0]?.headers).toEqual({ Authorization: 'Bearer tok' });
    expect(screen.queryByText('Failed to download resume')).not.toBeInTheDocument();
  });

  it('says "Failed to download resume" with the server reason when it cannot be fetched', async () => {
    const user = userEvent.setup();
    renderResume({ api: { 'GET /api/resume/info': ok(aResumeInfo()) } });
    const missing = fail(404, 'NOT_FOUND', 'No resume uploaded yet');
    answerDownload(() => new Response(JSON.stringify(missing.body), { status: missing.status }));

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    const toast = (await screen.findByText('Failed to download resume')).closest('[data-toast-type]');
    expect(toast).toHaveTextContent('No resume uploaded yet');
  });
});
