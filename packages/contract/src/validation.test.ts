import { describe, expect, it } from 'vitest';
import { RegisterSchema } from './auth.schemas';
import { formatIssuePath, toFieldErrors } from './validation';

describe('validation paths', () => {
  it('formats paths the way the contract names fields', () => {
    expect(formatIssuePath(['links', 2, 'url'])).toBe('links[2].url');
    expect(formatIssuePath(['content', 'sections', 0, 'content'])).toBe('content.sections[0].content');
    expect(formatIssuePath(['title'])).toBe('title');
  });

  it('gives the spec messages for registration input, e-mail normalised', () => {
    const bad = RegisterSchema.safeParse({ email: 'nope', password: '123' });
    expect(bad.success).toBe(false);
    expect(toFieldErrors(bad.error!)).toEqual([
      { path: 'email', message: 'Enter a valid email' },
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const good = RegisterSchema.parse({ email: '  Ama@Example.COM ', password: 'secret1' });
    expect(good.email).toBe('ama@example.com');
  });
});
