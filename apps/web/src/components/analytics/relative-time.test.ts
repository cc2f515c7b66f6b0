import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-5, 'just now'],
    [60, '1 min ago'],
    [2 * 60 + 30, '2 min ago'],
    [59 * 60 + 59, '59 min ago'],
    [3600, '1 hr ago'],
    [23 * 3600, '23 hr ago'],
    [24 * 3600, 'yesterday'],
    [6 * 24 * 3600, '6 days ago'],
    [8 * 24 * 3600, 'Jun 2'],
  ])('%i s ago reads "%s"', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });
});
