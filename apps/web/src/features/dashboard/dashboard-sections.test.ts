import { describe, expect, it } from 'vitest';
import { isSectionActive } from './dashboard-sections';
import { pageSubtitle, pageTitle } from './page-heading';
import { displayName, greetingName } from './user-names';

describe('section matching', () => {
  it('matches the overview exactly and the other sections by whole-segment prefix', () => {
    expect(isSectionActive('/dashboard', '/dashboard')).toBe(true);
    expect(isSectionActive('/dashboard', '/dashboard/')).toBe(true);
    expect(isSectionActive('/dashboard', '/dashboard/pages')).toBe(false);
    expect(isSectionActive('/dashboard/pages', '/dashboard/pages')).toBe(true);
    expect(isSectionActive('/dashboard/pages', '/dashboard/pages/new')).toBe(true);
    expect(isSectionActive('/dashboard/pages', '/dashboard/pagesx')).toBe(false);
  });

  it('titles the top bar by path; Subscription and Resume fall back to Dashboard', () => {
    expect(pageTitle('/dashboard')).toBe('Dashboard Overview');
    expect(pageTitle('/dashboard/profile')).toBe('Profile Settings');
    expect(pageTitle('/dashboard/pages/new')).toBe('Page Management');
    expect(pageTitle('/dashboard/gallery')).toBe('Gallery');
    expect(pageTitle('/dashboard/analytics')).toBe('Analytics');
    expect(pageTitle('/dashboard/settings')).toBe('Settings');
    expect(pageTitle('/dashboard/subscription')).toBe('Dashboard');
    expect(pageTitle('/dashboard/resume')).toBe('Dashboard');
  });

  it('welcomes back on the overview only', () => {
    expect(pageSubtitle('/dashboard', 'Ama')).toBe('Welcome back, Ama!');
    expect(pageSubtitle('/dashboard/profile', 'Ama')).toBe('Manage your portfolio and settings');
  });
});

describe('names', () => {
  it('uses the first name, else the e-mail local part, else User / none', () => {
    expect(displayName({ firstName: 'Ama', email: 'a@x.io' })).toBe('Ama');
    expect(displayName({ firstName: '  ', email: 'kofi.b@x.io' })).toBe('kofi.b');
    expect(displayName({ firstName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(greetingName({ firstName: 'Ama', email: 'a@x.io' })).toBe('Ama');
    expect(greetingName({ firstName: null, email: 'kofi@x.io' })).toBe('kofi');
    expect(greetingName({ firstName: null, email: '' })).toBeNull();
  });
});
