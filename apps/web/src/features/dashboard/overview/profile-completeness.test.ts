import { describe, expect, it } from 'vitest';
import { aProfile } from '../../../test/owner-fakes';
import { profileCompleteness } from './profile-completeness';

const link = {
  id: 'l1',
  platform: 'github' as const,
  url: 'https://github.com/ama',
  order: 0,
  relMe: false,
  kind: 'github' as const,
  title: null,
  thumbnailUrl: null,
  phone: null,
  message: null,
};

describe('profileCompleteness', () => {
  it('counts nine items: seven fields, a social link and a profile picture', () => {
    const empty = aProfile({ firstName: null, lastName: null, username: null });
    expect(profileCompleteness(empty)).toBe(0);
    // firstName, lastName, username = 3 of 9
    expect(profileCompleteness(aProfile())).toBe(33);
    const full = aProfile(
      { country: 'Ghana', phone: '+233 20 000 0000', profilePicture: 'https://media/p.webp' },
      { bio: 'Designer', tagline: 'I draw', socialLinks: [link] },
    );
    expect(profileCompleteness(full)).toBe(100);
    // all but the picture and the links = 7 of 9
    expect(
      profileCompleteness({
        ...full,
        user: { ...full.user, profilePicture: null },
        profile: { ...full.profile, socialLinks: [] },
      }),
    ).toBe(78);
  });

  it('does not count blank text', () => {
    expect(profileCompleteness(aProfile({ firstName: '  ', lastName: null, username: null }, { bio: '' }))).toBe(0);
  });
});
