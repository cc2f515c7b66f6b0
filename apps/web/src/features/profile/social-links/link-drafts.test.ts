import type { SocialLink } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { addDraft, draftsChanged, linkDraftError, moveDraft, toDrafts, toLinksPayload } from './link-drafts';

const NEW_FIELDS = { title: null, thumbnailUrl: null, phone: null, message: null };
const saved: SocialLink[] = [
  { id: 'b', platform: 'github', kind: 'github', url: 'https://github.com/ama', order: 1, relMe: false, ...NEW_FIELDS },
  { id: 'a', platform: 'website', kind: 'website', url: 'https://ama.dev', order: 0, relMe: false, ...NEW_FIELDS },
  {
    id: 'w',
    platform: 'website',
    kind: 'whatsapp',
    url: 'https://wa.me/233241234567?text=Hi',
    order: 2,
    relMe: false,
    ...NEW_FIELDS,
    title: 'Chat',
    phone: '+233241234567',
    message: 'Hi',
  },
];

describe('link drafts', () => {
  it('starts in saved order and is unchanged until edited, the layout included', () => {
    const drafts = toDrafts(saved);
    expect(drafts.map((d) => d.id)).toEqual(['a', 'b', 'w']);
    expect(drafts[2]).toMatchObject({
      kind: 'whatsapp',
      phone: '+233241234567',
      message: 'Hi',
      title: 'Chat',
      url: '',
    });
    expect(draftsChanged(drafts, saved, 'buttons', 'buttons')).toBe(false);
    expect(draftsChanged(drafts, saved, 'icons', 'buttons')).toBe(true);
    expect(
      draftsChanged([{ ...drafts[0]!, url: ' https://ama.dev ' }, ...drafts.slice(1)], saved, 'buttons', 'buttons'),
    ).toBe(false);
    expect(draftsChanged([{ ...drafts[0]!, kind: 'medium' }, ...drafts.slice(1)], saved, 'buttons', 'buttons')).toBe(
      true,
    );
    expect(draftsChanged(moveDraft(drafts, 1, -1), saved, 'buttons', 'buttons')).toBe(true);
  });

  it('sends each kind what the server needs, numbered in the shown order', () => {
    const drafts = addDraft(toDrafts(saved));
    expect(drafts[3]).toMatchObject({ kind: 'website', url: '' });
    const custom = { ...drafts[3]!, kind: 'custom' as const, title: ' My shop ', url: 'https://shop.example' };
    expect(toLinksPayload([drafts[2]!, custom], 'icons')).toEqual({
      links: [
        {
          id: 'w',
          kind: 'whatsapp',
          title: 'Chat',
          order: 0,
          relMe: false,
          isEnabled: true,
          startsAt: null,
          endsAt: null,
          phone: '+233241234567',
          message: 'Hi',
        },
        {
          kind: 'custom',
          title: 'My shop',
          order: 1,
          relMe: false,
          isEnabled: true,
          startsAt: null,
          endsAt: null,
          url: 'https://shop.example',
        },
      ],
      layout: 'icons',
    });
  });

  it('checks addresses by kind: https for new kinds, a title for custom links, an e-mail, a number', () => {
    const [website] = toDrafts(saved);
    expect(linkDraftError(website!)).toBeUndefined();
    expect(linkDraftError({ ...website!, url: 'javascript:alert(1)' })?.message).toBe(
      'Enter a valid URL starting with http:// or https://',
    );
    expect(linkDraftError({ ...website!, kind: 'spotify', url: 'http://open.spotify.com' })?.message).toBe(
      'Enter a valid URL starting with https://',
    );
    expect(linkDraftError({ ...website!, kind: 'custom', url: 'https://shop.example' })).toEqual({
      field: 'title',
      message: 'Give your custom link a title',
    });
    expect(linkDraftError({ ...website!, kind: 'email', email: 'ama@' })?.field).toBe('email');
    expect(linkDraftError({ ...website!, kind: 'whatsapp', phone: '024' })?.message).toBe(
      'Enter a valid WhatsApp number, such as 024 123 4567 or +233 24 123 4567',
    );
  });
});
