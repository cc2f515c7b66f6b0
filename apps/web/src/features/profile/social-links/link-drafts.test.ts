import type { SocialLink } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { addDraft, draftsChanged, linkUrlError, moveDraft, toDrafts, toLinksPayload } from './link-drafts';

const saved: SocialLink[] = [
  { id: 'b', platform: 'github', url: 'https://github.com/ama', order: 1, relMe: false },
  { id: 'a', platform: 'website', url: 'https://ama.dev', order: 0, relMe: false },
];

describe('link drafts', () => {
  it('starts in saved order and is unchanged until edited', () => {
    const drafts = toDrafts(saved);
    expect(drafts.map((d) => d.id)).toEqual(['a', 'b']);
    expect(draftsChanged(drafts, saved)).toBe(false);
    expect(draftsChanged([{ ...drafts[0]!, url: ' https://ama.dev ' }, drafts[1]!], saved)).toBe(false);
    expect(draftsChanged([{ ...drafts[0]!, platform: 'medium' }, drafts[1]!], saved)).toBe(true);
    expect(draftsChanged(moveDraft(drafts, 1, -1), saved)).toBe(true);
    expect(draftsChanged(drafts.slice(1), saved)).toBe(true);
  });

  it('adds a website link with an empty URL at the end, and sends the list numbered in order', () => {
    const drafts = addDraft(toDrafts(saved));
    expect(drafts[2]).toMatchObject({ platform: 'website', url: '' });
    expect(draftsChanged(drafts, saved)).toBe(true);
    const moved = moveDraft(drafts, 0, 1);
    expect(toLinksPayload(moved)).toEqual({
      links: [
        { id: 'b', platform: 'github', url: 'https://github.com/ama', order: 0, relMe: false },
        { id: 'a', platform: 'website', url: 'https://ama.dev', order: 1, relMe: false },
        { platform: 'website', url: '', order: 2, relMe: false },
      ],
    });
    expect(moveDraft(drafts, 0, -1)).toEqual(drafts);
  });

  it('accepts only absolute http(s) URLs', () => {
    const [draft] = toDrafts(saved);
    const message = 'Enter a valid URL starting with http:// or https://';
    expect(linkUrlError(draft!)).toBeUndefined();
    expect(linkUrlError({ ...draft!, url: 'ama.dev' })).toBe(message);
    expect(linkUrlError({ ...draft!, url: 'javascript:alert(1)' })).toBe(message);
    expect(linkUrlError({ ...draft!, url: '' })).toBe(message);
  });
});
