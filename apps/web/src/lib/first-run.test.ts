import { describe, expect, it } from 'vitest';
import { FIRST_RUN_STATE, homeFor, isFirstVisit } from './first-run';

describe('first run (decision 052)', () => {
  it('sends a session without a username to the step, else to the dashboard', () => {
    expect(homeFor({ username: null })).toBe('/welcome');
    expect(homeFor({ username: 'ama' })).toBe('/dashboard');
  });

  it('calls a visit the first while there is no username, or straight after the step', () => {
    expect(isFirstVisit({ username: null }, null)).toBe(true);
    expect(isFirstVisit({ username: 'ama' }, FIRST_RUN_STATE)).toBe(true);
    expect(isFirstVisit({ username: 'ama' }, null)).toBe(false);
    expect(isFirstVisit({ username: 'ama' }, { firstRun: 'yes' })).toBe(false);
    expect(isFirstVisit({ username: 'ama' }, { from: '/dashboard/profile' })).toBe(false);
    expect(isFirstVisit(null, FIRST_RUN_STATE)).toBe(false);
  });
});
