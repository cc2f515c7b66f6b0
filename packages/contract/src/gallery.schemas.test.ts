import { describe, expect, it } from 'vitest';
import { GalleryItemFormSchema, GalleryTagsSchema } from './gallery.schemas';
import { toFieldErrors } from './validation';

const form = (values: Partial<Record<'title' | 'description' | 'category' | 'tags', string>>) =>
  GalleryItemFormSchema.safeParse({ title: 'Photo', description: '', category: '', tags: '', ...values });
const errorsOf = (result: ReturnType<typeof form>) => (result.success ? [] : toFieldErrors(result.error));

describe('the gallery upload and edit form (spec 2 §5)', () => {
  it('takes a blank title as untitled and reads comma-separated tags into a clean list', () => {
    // Issue 32: an image may stay untitled; it is no longer named after its file.
    const untitled = form({ title: '   ' });
    expect(untitled.success && untitled.data.title).toBe('');
    const ok = form({ title: ' Sunset ', tags: ' sea, , sand ,', category: ' Travel ' });
    expect(ok.success && ok.data).toEqual({
      title: 'Sunset',
      description: '',
      category: 'Travel',
      tags: ['sea', 'sand'],
    });
  });

  it('gives the field limits as messages', () => {
    expect(errorsOf(form({ title: 'x'.repeat(101) }))[0]?.message).toBe('Title must be less than 100 characters');
    expect(errorsOf(form({ description: 'd'.repeat(1001) }))[0]?.message).toBe(
      'Description must be less than 1000 characters',
    );
    expect(errorsOf(form({ category: 'c'.repeat(51) }))[0]?.message).toBe('Category must be less than 50 characters');
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    expect(errorsOf(form({ tags: many }))).toEqual([{ path: 'tags', message: 'At most 20 tags are allowed' }]);
    expect(errorsOf(form({ tags: `a, ${'x'.repeat(31)}` }))).toEqual([
      { path: 'tags[1]', message: 'Each tag must be at most 30 characters' },
    ]);
  });
});

describe('tags as the API accepts them', () => {
  it('takes a list, a JSON-array string or comma-separated text; null clears', () => {
    expect(GalleryTagsSchema.parse([' a ', ''])).toEqual(['a']);
    expect(GalleryTagsSchema.parse('["a, b", "c"]')).toEqual(['a, b', 'c']);
    expect(GalleryTagsSchema.parse('[not json, really')).toEqual(['[not json', 'really']);
    expect(GalleryTagsSchema.parse(null)).toEqual([]);
  });
});
