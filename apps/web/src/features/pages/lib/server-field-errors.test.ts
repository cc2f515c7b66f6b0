import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, toFormPath } from './server-field-errors';

describe('server field errors', () => {
  it("maps the contract's paths onto the editor's fields", () => {
    expect(toFormPath('title')).toBe('title');
    expect(toFormPath('content.headline')).toBe('headline');
    expect(toFormPath('content.sections[2].content')).toBe('sections.2.content');
    expect(toFormPath('content.sections[0].items[3].link')).toBe('sections.0.items.3.link');
    expect(toFormPath('content')).toBeNull();
    expect(toFormPath('pageOrders[1].id')).toBeNull();
  });

  it('keeps only errors the form can show, and names the slug on a conflict', () => {
    const invalid = new ApiError(400, 'VALIDATION_ERROR', 'Page content is too large', [
      { path: 'content', message: 'Page content is too large' },
      { path: 'content.subheading', message: 'Subheading must be less than 300 characters' },
    ]);
    expect(serverFieldErrors(invalid)).toEqual([
      { path: 'subheading', message: 'Subheading must be less than 300 characters' },
    ]);
    const conflict = new ApiError(409, 'CONFLICT', 'A page with this slug already exists');
    expect(serverFieldErrors(conflict)).toEqual([{ path: 'slug', message: 'A page with this slug already exists' }]);
    expect(serverFieldErrors(new Error('offline'))).toEqual([]);
  });
});
