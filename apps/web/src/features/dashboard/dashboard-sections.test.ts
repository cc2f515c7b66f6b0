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

  it('titles the top bar by path, every section by its own name', () => {
    expect(pageTitle('/dashboard')).toBe('Dashboard Overview');
    expect(pageTitle('/dashboard/profile')).toBe('Profile Settings');
    expect(pageTitle('/dashboard/pages/new')).toBe('Page Management');
    expect(pageTitle('/dashboard/gallery')).toBe('Gallery');
    expect(pageTitle('/dashboard/analytics')).toBe('Analytics');
    expect(pageTitle('/dashboard/settings')).toBe('Settings');
    expect(pageTitle('/dashboard/subscription')).toBe('Subscription');
    expect(pageTitle('/dashboard/subscription/checkout')).toBe('Subscription');
    expect(pageTitle('/dashboard/resume')).toBe('Resume');
    expect(pageTitle('/dashboard/unknown')).toBe('Dashboard');
  });

  it('welcomes on the overview (back, or for the first time) and says what each other section is for', () => {
    const ama = { name: 'Ama', firstVisit: false };
    expect(pageSubtitle('/dashboard', ama)).toBe('Welcome back, Ama!');
    expect(pageSubtitle('/dashboard', { name: 'Ama', firstVisit: true })).toBe('Welcome, Ama!');
    expect(pageSubtitle('/dashboard', { name: null, firstVisit: true })).toBe('Welcome!');
    expect(pageSubtitle('/dashboard', { name: null, firstVisit: false })).toBe('Welcome back!');
    expect(pageSubtitle('/dashboard/profile', ama)).toBe('Your photo, bio and links, as visitors see them');
    expect(pageSubtitle('/dashboard/pages/new', ama)).toBe('Create and arrange the pages of your portfolio');
    expect(pageSubtitle('/dashboard/gallery', ama)).toBe('Upload and arrange your photos');
    expect(pageSubtitle('/dashboard/analytics', ama)).toBe('How visitors find and use your portfolio');
    expect(pageSubtitle('/dashboard/subscription', ama)).toBe('Your plan, payments and billing history');
    expect(pageSubtitle('/dashboard/resume', ama)).toBe('The resume visitors can view and download');
    expect(pageSubtitle('/dashboard/settings', ama)).toBe('Notifications, privacy, appearance and security');
    expect(pageSubtitle('/dashboard/unknown', ama)).toBe('Manage your portfolio and settings');
  });
});

describe('names', () => {
  it('shows the first name, else the e-mail local part, else User; greets by the first name only', () => {
    expect(displayName({ firstName: 'Ama', email: 'a@x.io' })).toBe('Ama');
    expect(displayName({ firstName: '  ', email: 'kofi.b@x.io' })).toBe('kofi.b');
    expect(displayName({ firstName: null, email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
    expect(greetingName({ firstName: 'Ama', email: 'a@x.io' })).toBe('Ama');
    expect(greetingName({ firstName: null, email: 'kofi@x.io' })).toBeNull();
    expect(greetingName({ firstName: '  ', email: 'ama.kusi@x.io' })).toBeNull();
    expect(greetingName({ firstName: null, email: '' })).toBeNull();
  });
});
