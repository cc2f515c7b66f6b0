import type { LinkVerification, SocialLink } from '@sparklink/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile, aUser, fail, ok } from '../../../test/owner-fakes';
import { POLL_MS } from './link-check-status';
import { renderProfile } from '../test/render-profile';

/** The link editor's verified-link states (decision 055). */

const site = (verification: LinkVerification | null): SocialLink => ({
  id: 'l1',
  platform: 'website',
  kind: 'website',
  url: 'https://ama.example/',
  order: 0,
  relMe: false,
  title: null,
  thumbnailUrl: null,
  phone: null,
  message: null,
  verification,
});
const PENDING = { status: 'pending', reason: null, checkedAt: null } as const;
const VERIFIED = { status: 'verified', reason: null, checkedAt: '2026-11-28T05:00:00.000Z' } as const;
const failed = (reason: LinkVerification['reason']) =>
  ({ status: 'failed', reason, checkedAt: '2026-11-28T05:00:00.000Z' }) as const;
const blaze = aUser({ subscription: 'BLAZE' });
const profileWith = (verification: LinkVerification | null) =>
  ok(aProfile({ subscription: 'BLAZE' }, { socialLinks: [site(verification)] }));

/** Answers in turn, the last one for ever after. */
const inTurn = (...replies: ReturnType<typeof ok>[]) => {
  let i = 0;
  return () => replies[Math.min(i++, replies.length - 1)]!;
};

/** The text is in the live region that announces the check's state. */
const announced = (section: ReturnType<typeof within>, text: string) =>
  section.getByText(text).closest('[role="status"]') !== null;

const linksSection = async () => within(await screen.findByRole('region', { name: 'Social Links' }));

describe('verified links in the link editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Checking…" while the check runs, then "Verified", and explains the back link', async () => {
    renderProfile({
      user: blaze,
      api: { 'GET /api/profile': inTurn(profileWith(PENDING), profileWith(PENDING), profileWith(VERIFIED)) },
    });
    const section = await linksSection();
    expect(announced(section, 'Checking…')).toBe(true);
    expect(section.queryByRole('button', { name: 'Check link 1 again' })).toBeNull();
    expect(await section.findByText('Verified', {}, { timeout: 8_000 })).toBeDefined();
    expect(section.getByText(/links back to http:\/\/localhost(:\d+)?\/public\/ama with rel="me"/)).toBeDefined();
  }, 20_000);

  it('says why in plain words, and Check again checks once more', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile({
      user: blaze,
      api: {
        'GET /api/profile': inTurn(profileWith(failed('no-back-link')), profileWith(failed('unreachable'))),
        'POST /api/profile/social-links/l1/verify': ok({ socialLinks: [site(PENDING)], linksLayout: 'buttons' }),
      },
    });
    const section = await linksSection();
    expect(announced(section, "We didn't find a link back to your portfolio on that page.")).toBe(true);
    await user.click(section.getByRole('button', { name: 'Check link 1 again' }));
    expect(announced(section, 'Checking…')).toBe(true);
    expect(calls.sent('POST /api/profile/social-links/l1/verify')).toHaveLength(1);
    expect(await section.findByText("That site didn't answer.", {}, { timeout: 8_000 })).toBeDefined();
  }, 20_000);

  it('says the check failed in general words when no reason came with it', async () => {
    renderProfile({ user: blaze, api: { 'GET /api/profile': profileWith(failed(null)) } });
    const section = await linksSection();
    expect(announced(section, "We couldn't check this link. Try Check again.")).toBe(true);
    expect(section.getByRole('button', { name: 'Check link 1 again' })).toBeDefined();
  });

  it('stops waiting for a check stuck on pending, says so, and offers Check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderProfile({ user: blaze, api: { 'GET /api/profile': profileWith(PENDING) } });
      const section = await linksSection();
      expect(announced(section, 'Checking…')).toBe(true);
      await vi.advanceTimersByTimeAsync(POLL_MS * 22);
      await section.findByText('This check is taking too long. Try Check again.');
      expect(announced(section, 'This check is taking too long. Try Check again.')).toBe(true);
      expect(section.getByRole('button', { name: 'Check link 1 again' })).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the limit when Check again is asked for too often', async () => {
    const user = userEvent.setup();
    renderProfile({
      user: blaze,
      api: {
        'GET /api/profile': profileWith(VERIFIED),
        'POST /api/profile/social-links/l1/verify': fail(
          429,
          'RATE_LIMITED',
          'Too many requests, please try again later.',
        ),
      },
    });
    const section = await linksSection();
    await user.click(section.getByRole('button', { name: 'Check link 1 again' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
    expect(announced(section, 'Verified')).toBe(true);
  }, 20_000);

  it('says a changed address is checked when saved', async () => {
    const user = userEvent.setup();
    renderProfile({ user: blaze, api: { 'GET /api/profile': profileWith(VERIFIED) } });
    const section = await linksSection();
    await user.type(section.getByLabelText('Link 1 URL'), 'about');
    expect(section.getByText('This link will be checked when you save.')).toBeDefined();
    expect(section.queryByText('Verified')).toBeNull();
  }, 20_000);

  it('tells other plans that verified links are a Blaze feature, with the way to the plans', async () => {
    renderProfile({
      user: aUser({ subscription: 'RISE' }),
      api: { 'GET /api/profile': ok(aProfile({ subscription: 'RISE' }, { socialLinks: [site(null)] })) },
    });
    const section = await linksSection();
    expect(
      section.getByText(
        /Verified links, a check mark for sites that link back to your portfolio, are a Blaze feature\./,
      ),
    ).toBeDefined();
    expect(section.getByRole('link', { name: 'See the Blaze plan' })).toHaveAttribute(
      'href',
      '/dashboard/subscription',
    );
    expect(section.queryByRole('button', { name: 'Check link 1 again' })).toBeNull();
    expect(section.queryByText('Checking…')).toBeNull();
  });
});
